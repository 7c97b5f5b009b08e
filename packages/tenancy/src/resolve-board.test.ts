import { describe, expect, it } from 'vitest';
import type { BoardConfig } from './board-config';
import { hostName, isConsoleHost, resolveBoard } from './resolve-board';

const board = (key: string, hostnames: string[]) => ({ key, hostnames }) as unknown as BoardConfig;
const boards = [
  board('hospitality', ['emplois-hotellerie.example']),
  board('careers', ['careers.example']),
];

describe('resolveBoard', () => {
  const dev = { defaultBoard: 'hospitality', production: false };
  const prod = { defaultBoard: 'hospitality', production: true };

  it('matches <key>.localhost with or without a port', () => {
    expect(resolveBoard(boards, 'careers.localhost:3000', dev)?.key).toBe('careers');
    expect(resolveBoard(boards, 'HOSPITALITY.localhost', prod)?.key).toBe('hospitality');
  });

  it('matches production hostnames', () => {
    expect(resolveBoard(boards, 'careers.example', prod)?.key).toBe('careers');
    expect(resolveBoard(boards, 'emplois-hotellerie.example:443', prod)?.key).toBe('hospitality');
  });

  it('serves the default board on loopback', () => {
    expect(resolveBoard(boards, 'localhost:3000', prod)?.key).toBe('hospitality');
    expect(resolveBoard(boards, '127.0.0.1', { ...prod, defaultBoard: 'careers' })?.key).toBe(
      'careers',
    );
  });

  it('refuses an unknown host in production only', () => {
    expect(resolveBoard(boards, 'evil.example', prod)).toBeNull();
    expect(resolveBoard(boards, 'unknown.localhost', prod)).toBeNull();
    expect(resolveBoard(boards, 'evil.example', dev)?.key).toBe('hospitality');
    expect(resolveBoard(boards, undefined, prod)).toBeNull();
  });

  it('strips ports from IPv6 literals', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
  });
});

describe('the console host', () => {
  const options = {
    defaultBoard: 'hospitality',
    production: false,
    consoleHost: 'operator.localhost',
  };

  it('is never a board, even where unknown hosts get the default board', () => {
    expect(resolveBoard(boards, 'operator.localhost:3000', options)).toBeNull();
    expect(resolveBoard(boards, 'OPERATOR.localhost', options)).toBeNull();
    expect(resolveBoard(boards, 'other.localhost', options)?.key).toBe('hospitality');
    expect(resolveBoard(boards, 'careers.localhost', options)?.key).toBe('careers');
  });

  it('is matched by name, ports aside', () => {
    expect(isConsoleHost('operator.localhost:3000', 'operator.localhost')).toBe(true);
    expect(isConsoleHost('operator.localhost', 'operator.localhost:4100')).toBe(true);
    expect(isConsoleHost('hospitality.localhost', 'operator.localhost')).toBe(false);
    expect(isConsoleHost(undefined, 'operator.localhost')).toBe(false);
  });
});
