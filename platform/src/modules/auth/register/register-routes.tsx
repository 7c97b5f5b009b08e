import { pageRoute } from '@/modules/page-routes/server';
import { candidateGuest, employerGuest } from '../guest-access';
import { RegisterForm } from './register-form';

// Apart from the other account routes: see login-routes.tsx.
export const registerRoute = pageRoute(
  'register',
  '/register',
  ({ locale }) => <RegisterForm kind="jobboard" locale={locale} />,
  candidateGuest,
);
export const employerRegisterRoute = pageRoute(
  'employerRegister',
  '/employer/register',
  ({ locale }) => <RegisterForm kind="ats" locale={locale} />,
  employerGuest,
);
