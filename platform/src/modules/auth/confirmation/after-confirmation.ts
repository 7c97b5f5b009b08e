import { safeReturnPath } from '@/modules/session';
import type { AccountKind } from '../account-kind';

/**
 * Where a registration was heading, kept in this browser (the mail's link often opens a new tab) until the confirmation link signs the new
 * account in (issue 20: sign-up itself signs no one in). A link opened in another browser has
 * nothing here and goes to the account's area.
 */
const key = 'jobboard_after_confirmation';

export interface AfterConfirmation {
  kind: AccountKind;
  returnTo: string | null;
}

export function rememberAfterConfirmation(value: AfterConfirmation): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, quota): the link still confirms, the user lands in the area.
  }
}

export function takeAfterConfirmation(): AfterConfirmation | null {
  try {
    const raw = window.localStorage.getItem(key);
    window.localStorage.removeItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AfterConfirmation>;
    if (value.kind !== 'ats' && value.kind !== 'jobboard') return null;
    return { kind: value.kind, returnTo: safeReturnPath(value.returnTo) };
  } catch {
    return null;
  }
}
