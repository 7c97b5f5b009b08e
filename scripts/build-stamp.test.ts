import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computeStamp } from './build-stamp.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'jobboard-stamp-'));
  write('package-lock.json', '{}');
  write('platform/server/main.ts', 'serve();');
  write('packages/db/src/migrate.ts', 'migrate();');
  write('scripts/db-migrate.ts', 'run();');
  write('scripts/generate-canada-places.ts', 'generate();');
  write('platform/dist/server/main.mjs', 'serve();');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the source stamp', () => {
  it('changes with the server, a workspace package or a compiled operator script', () => {
    const before = computeStamp(root);
    for (const file of [
      'platform/server/main.ts',
      'packages/db/src/migrate.ts',
      'scripts/db-migrate.ts',
    ]) {
      write(file, 'changed();');
      expect(computeStamp(root), file).not.toBe(before);
    }
  });

  it('leaves out build outputs and ignored files, so a production copy keeps the stamp', () => {
    const before = computeStamp(root);
    write('platform/dist/server/main.mjs', 'rebuilt();');
    write('platform/next-env.d.ts', '/// <reference types="next" />');
    write('platform/tsconfig.tsbuildinfo', '{}');
    write('platform/.env', 'SECRET=1');
    write('platform/.next/BUILD_ID', 'x');
    write('scripts/generate-canada-places.ts', 'not compiled, not stamped');
    expect(computeStamp(root)).toBe(before);
  });
});
