import { pageRoute } from '@/modules/page-routes/server';
import { candidateGuest, employerGuest } from './guest-access';
import { RegisterForm } from './register-form';

// Apart from the other account routes: see login-routes.tsx.
export const registerRoute = pageRoute(
  'register',
  '/register',
  () => <RegisterForm kind="jobboard" />,
  candidateGuest,
);
export const employerRegisterRoute = pageRoute(
  'employerRegister',
  '/employer/register',
  () => <RegisterForm kind="ats" />,
  employerGuest,
);
