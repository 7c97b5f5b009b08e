import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactedFields } from './logger';

function memory() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, destination };
}

describe('the logger', () => {
  it('never writes a redacted field, at the top or one level down, at any level', () => {
    const { lines, destination } = memory();
    const logger = createLogger({ level: 'trace', destination });
    const secret = (field: string) => `SECRET-${field}-value`;
    const record = Object.fromEntries(redactedFields.map((f) => [f, secret(f)]));
    logger.info({ ...record, req_id: 'r1' }, 'top level');
    logger.warn({ user: record, request: record }, 'nested');
    logger.child({ req_id: 'r2' }).error({ account: record }, 'child');
    const output = lines.join('\n');
    expect(lines).toHaveLength(3);
    for (const field of redactedFields) expect(output).not.toContain(secret(field));
    expect(output).toContain('"req_id":"r1"');
    expect(output).toContain('[redacted]');
  });

  it('writes JSON lines with an ISO time and a level name', () => {
    const { lines, destination } = memory();
    createLogger({ destination }).info({ status: 200, duration_ms: 3.2 }, 'request');
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'info', status: 200, duration_ms: 3.2, msg: 'request' });
    expect(new Date(entry.time as string).toISOString()).toBe(entry.time);
  });

  it('is silent below its level', () => {
    const { lines, destination } = memory();
    createLogger({ level: 'warn', destination }).info('not written');
    expect(lines).toEqual([]);
  });
});
