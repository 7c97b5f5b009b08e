import { pageRoute } from '@/modules/page-routes/server';
import { candidateGuest, employerGuest } from '../guest-access';
import { LoginForm } from './login-form';

// One file per form: a page ships the client components of every route in the file it imports
// from (issue 16: the sign-in page's first-load JavaScript).
export const loginRoute = pageRoute(
  'login',
  '/login',
  ({ board, locale }) => <LoginForm kind="jobboard" board={board} locale={locale} />,
  candidateGuest,
);
export const employerLoginRoute = pageRoute(
  'employerLogin',
  '/employer/login',
  ({ board, locale }) => <LoginForm kind="ats" board={board} locale={locale} />,
  employerGuest,
);
