import type { AccountUserDto } from '@jobboard/api/services/auth/account-user';

/** The signed-in user as `GET /api/jobboard/{board}/me` returns it (spec section 3). */
export type AccountUser = AccountUserDto;

export const isEmployer = (user: AccountUser | null | undefined): boolean => user?.guard === 'ats';
export const isCandidate = (user: AccountUser | null | undefined): boolean =>
  user?.guard === 'jobboard';
