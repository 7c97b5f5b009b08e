import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { operatorSessionCookieName } from '@jobboard/api/hosting';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import {
  findOperatorById,
  toOperatorDto,
  type OperatorDto,
} from '@jobboard/api/services/operator/operator-account';
import { resolveOperatorSession } from '@jobboard/api/services/operator/operator-sessions';

/**
 * The signed-in operator of this request, from the same services as `GET /api/operator/me`, so
 * the pages and the API agree; cached per request.
 */
export const getConsoleOperator = cache(async (): Promise<OperatorDto | null> => {
  const { db, env, boards } = currentRuntime();
  const token = (await cookies()).get(operatorSessionCookieName(env.production))?.value;
  const session = await resolveOperatorSession(db, token, new Date());
  const operator = session ? await findOperatorById(db, session.operatorId) : null;
  return operator
    ? toOperatorDto(
        operator,
        boards.map((b) => b.key),
      )
    : null;
});
