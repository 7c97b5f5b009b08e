'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useApiFetch } from '@/modules/http';
import type { AccountUser } from '@/modules/session';

/**
 * Asks for a new confirmation link for the signed-in account (candidate or employer): `sent` is
 * the API's success message once it went out. A failure is the shared error toast (a 403 for an
 * address already confirmed is red), and the caller's button stays for another try.
 */
export function useResendConfirmation(user: Pick<AccountUser, 'guard'> | null | undefined) {
  const locale = useLocale();
  const board = useBoard();
  const api = useApiFetch();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    if (!user) return;
    setBusy(true);
    const who = user.guard === 'ats' ? 'employer' : 'user';
    try {
      const { message } = await api<{ message: string }>(
        apiPath(
          `/jobboard/{board}/${who}/email-confirmation/resend`,
          { board: board.key },
          { lg: locale },
        ),
        { method: 'POST', forbiddenVariant: 'error' },
      );
      setSent(message);
    } catch {
      // The toast already told the user.
    } finally {
      setBusy(false);
    }
  };
  return { resend, busy, sent, clear: () => setSent(null) };
}
