// `npm run operator:create -- --email x@y --boards hospitality,careers` (or `--boards all`): a new
// operator of the console, and a one-time enrolment link on the console host (OPERATOR_HOST)
// where they set their password and their authenticator app. The link is printed here only.
import { parseArgs } from 'node:util';
import { emailField } from '@jobboard/api/contracts/auth';
import { readApiEnv } from '@jobboard/api/env';
import { isDomainError } from '@jobboard/api/errors';
import { consoleOrigin } from '@jobboard/api/services/operator/console-origin';
import { createOperator } from '@jobboard/api/services/operator/create-operator';
import { ENROLMENT_TOKEN_TTL_MS } from '@jobboard/api/services/operator/enrolment';
import { MIGRATE_LOCK, migrateDatabase } from '@jobboard/db/migrate';
import { openDatabaseFromEnv } from '@jobboard/db/runtime';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { boards as registry } from '@jobboard/tenants/registry';

const usage =
  'usage: npm run operator:create -- --email x@y --boards hospitality,careers   (or --boards all)';

function fail(message: string): never {
  console.error(`[operator:create] ${message}\n${usage}`);
  process.exit(2);
}

let values: { email?: string; boards?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, boards: { type: 'string' } } }));
} catch (error) {
  fail((error as Error).message);
}
const email = emailField.safeParse(values.email ?? '');
if (!email.success) fail('--email must be an e-mail address');
if (!values.boards) fail('--boards is required');
const known = registry.map((b) => b.key);
const boards =
  values.boards.trim() === 'all'
    ? ('all' as const)
    : values.boards
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
if (boards !== 'all') {
  const unknown = boards.filter((key) => !known.includes(key));
  if (boards.length === 0 || unknown.length > 0)
    fail(`unknown board(s): ${unknown.join(', ') || '(none given)'}; known: ${known.join(', ')}`);
}

const env = readApiEnv();
const handle = await openDatabaseFromEnv();
try {
  await handle.exclusive(MIGRATE_LOCK, () => migrateDatabase(handle));
  const { token } = await createOperator(handle.db, { email: email.data, boards });
  const hours = ENROLMENT_TOKEN_TTL_MS / 3_600_000;
  console.log(
    `[operator:create] ${email.data} may see ${boards === 'all' ? 'every board' : boards.join(', ')}.`,
  );
  console.log(`[operator:create] one-time enrolment link (valid ${hours} h, shown only now):`);
  console.log(`  ${consoleOrigin(env)}${consolePath('fr', '/enrolment/[token]', { token })}`);
  console.log(`  ${consoleOrigin(env)}${consolePath('en', '/enrolment/[token]', { token })}`);
} catch (error) {
  if (isDomainError(error) && error.code === 'conflict') {
    console.error(`[operator:create] an operator with the address ${email.data} already exists`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await handle.close();
}
