import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '@jobboard/db/repo-root';
import { envVariables } from './env-schemas';
import { envTable, renderEnvironmentDoc } from './env-table';

describe('the environment variable table', () => {
  const rows = envTable();

  it('lists every variable the server schemas read, once, each with a purpose', () => {
    const names = rows.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(envVariables().map((v) => v.name));
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'SEED_DEMO', 'LOG_LEVEL', 'NODE_ENV']) {
      expect(names).toContain(name);
    }
    for (const row of rows) expect(row.purpose, row.name).not.toBe('');
  });

  it('gives a variable read by two packages one default', () => {
    for (const variable of envVariables().filter((v) => v.fields.length > 1)) {
      const defaults = variable.fields.map(({ field }) =>
        JSON.stringify(field.safeParse(undefined)),
      );
      expect(new Set(defaults).size, variable.name).toBe(1);
    }
  });

  it('says what production needs, from the rules of check:config', () => {
    const row = (name: string) => rows.find((r) => r.name === name)!;
    expect(row('SMTP_URL')).toMatchObject({ requiredInProduction: true, default: null });
    expect(row('SEED_DEMO')).toMatchObject({ requiredInProduction: true, default: 'true' });
    expect(row('DATABASE_URL')).toMatchObject({
      requiredInProduction: false,
      requiredWhen: 'with several instances',
    });
    expect(row('PORT')).toMatchObject({
      requiredInProduction: false,
      requiredWhen: null,
      default: '3000',
      readBy: ['packages/api/src/env.ts', 'platform/server/env.ts'],
    });
  });

  it('is what docs/environment.md holds (run `npm run docs:env` after changing a variable)', async () => {
    const file = path.join(findRepoRoot(), 'docs', 'environment.md');
    expect(readFileSync(file, 'utf8')).toBe(await renderEnvironmentDoc(rows));
  });
});
