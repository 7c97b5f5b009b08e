import { pageRoute } from '@/modules/page-routes/server';
import { SESSION_ENDED, SESSION_PARAM } from '@/modules/session';
import { candidateGuest, employerGuest } from '../guest-access';
import { LoginForm } from './login-form';

// One file per form: a page ships the client components of every route in the file it imports
// from (issue 16: the sign-in page's first-load JavaScript).
export const loginRoute = pageRoute(
  'login',
  '/login',
  ({ board, locale, searchParams }) => (
    <LoginForm
      kind="jobboard"
      board={board}
      locale={locale}
      sessionEnded={searchParams[SESSION_PARAM] === SESSION_ENDED}
    />
  ),
  candidateGuest,
);
export const employerLoginRoute = pageRoute(
  'employerLogin',
  '/employer/login',
  ({ board, locale, searchParams }) => (
    <LoginForm
      kind="ats"
      board={board}
      locale={locale}
      sessionEnded={searchParams[SESSION_PARAM] === SESSION_ENDED}
    />
  ),
  employerGuest,
);
