import { pageRoute } from '@/modules/page-routes/server';
import { candidateGuest, employerGuest } from '../guest-access';
import { RegisterForm } from './register-form';

// Apart from the other account routes: see login-routes.tsx.
export const registerRoute = pageRoute(
  'register',
  '/register',
  ({ board, locale }) => <RegisterForm kind="jobboard" board={board} locale={locale} />,
  candidateGuest,
);
export const employerRegisterRoute = pageRoute(
  'employerRegister',
  '/employer/register',
  ({ board, locale }) => <RegisterForm kind="ats" board={board} locale={locale} />,
  employerGuest,
);
