import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { cookies } from 'next/headers';
import { operatorSessionCookieName } from '@jobboard/api/hosting';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import {
  findOperatorById,
  toOperatorDto,
  type OperatorDto,
  type OperatorRow,
} from '@jobboard/api/services/operator/operator-account';
import { resolveOperatorSession } from '@jobboard/api/services/operator/operator-sessions';

/**
 * The signed-in operator's row, from the same services as `requireOperator`, so the pages and
 * the API agree on who is signed in and what boards they see; cached per request.
 */
export const getConsoleOperatorRow = cache(async (): Promise<OperatorRow | null> => {
  const { db, env } = currentRuntime();
  const token = (await cookies()).get(operatorSessionCookieName(env.production))?.value;
  const session = await resolveOperatorSession(db, token, new Date());
  return session ? await findOperatorById(db, session.operatorId) : null;
});

/** What `GET /api/operator/me` answers, for the pages. */
export const getConsoleOperator = cache(async (): Promise<OperatorDto | null> => {
  const operator = await getConsoleOperatorRow();
  return operator
    ? toOperatorDto(
        operator,
        currentRuntime().boards.map((b) => b.key),
      )
    : null;
});

/** A console page's start: its language set, and the signed-in operator or the sign-in page. */
export async function requireConsoleOperator(locale: Locale): Promise<OperatorRow> {
  setRequestLocale(locale);
  const operator = await getConsoleOperatorRow();
  if (!operator) redirect(consolePath(locale, '/sign-in'));
  return operator;
}
