import { describe, expect, it } from 'vitest';
import { operationOf } from './query-timing';

describe('operationOf', () => {
  it('names the four data keywords in either case, after leading white space', () => {
    expect(operationOf('select "id" from "offers" where "id" = $1')).toBe('select');
    expect(operationOf('\n  INSERT INTO mail_outbox VALUES ($1)')).toBe('insert');
    expect(operationOf('Update "offers" set "title" = $1')).toBe('update');
    expect(operationOf('\tdelete from "sessions"')).toBe('delete');
    expect(operationOf('SELECT')).toBe('select');
    expect(operationOf('select(1)')).toBe('select');
  });

  it('puts everything else under other, including words that only start like a keyword', () => {
    for (const text of [
      'with recent as (select 1) select * from recent',
      'BEGIN',
      'COMMIT',
      'SET statement_timeout = 0',
      'selected_at',
      'select1',
      'updater',
      '(select 1)',
      'sel',
      '',
      '   ',
    ]) {
      expect(operationOf(text), text).toBe('other');
    }
  });
});
