import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { error, warning, type Finding, type Rule } from './rule';

/**
 * Hosts no deployment answers on: the shipped boards hold `.example` names until an operator
 * writes the real ones, and production answers unknown hosts with a 404.
 */
const placeholderHost =
  /(^|\.)(example|test|invalid|localhost|local)$|(^|\.)example\.(com|net|org)$/i;

const boardFile = (board: BoardConfig) => `tenants/${board.key}/board.ts`;

function originHost(origin: string): { protocol: string; host: string } | undefined {
  try {
    const url = new URL(origin);
    return { protocol: url.protocol, host: url.hostname };
  } catch {
    return undefined;
  }
}

function hostnameFindings(board: BoardConfig): Finding[] {
  const findings: Finding[] = [];
  const placeholders = board.hostnames.filter((host) => placeholderHost.test(host));
  if (placeholders.length === board.hostnames.length) {
    findings.push(
      error(
        boardFile(board),
        `board ${board.key} has only placeholder hostnames (${placeholders.join(', ')}): production answers its real host with a 404`,
        `set its real hostnames in ${boardFile(board)}`,
      ),
    );
  } else if (placeholders.length > 0) {
    findings.push(
      warning(
        boardFile(board),
        `board ${board.key} still lists placeholder hostnames (${placeholders.join(', ')})`,
        `remove them from ${boardFile(board)}`,
      ),
    );
  }
  return findings;
}

/** Mail links use the board's origin unless PUBLIC_ORIGIN replaces it. */
function originFindings(board: BoardConfig): Finding[] {
  const findings: Finding[] = [];
  const origin = originHost(board.origin);
  if (origin?.protocol !== 'https:') {
    findings.push(
      error(
        boardFile(board),
        `board ${board.key}'s origin ${board.origin} is not https: links in its mail would be`,
        `set origin to https://<its host> in ${boardFile(board)}`,
      ),
    );
  } else if (!board.hostnames.includes(origin.host)) {
    findings.push(
      error(
        boardFile(board),
        `board ${board.key}'s origin host ${origin.host} is not among its hostnames: links in its mail open a host that does not serve it`,
        `make origin one of ${board.hostnames.join(', ')} in ${boardFile(board)}`,
      ),
    );
  }
  return findings;
}

/** Which boards answer which hosts, and the origin mail links are built from. */
export const boardRules: readonly Rule[] = [
  {
    variables: [],
    check: ({ boards }) => boards.flatMap(hostnameFindings),
  },
  {
    variables: ['DEFAULT_BOARD'],
    check: ({ get, boards }) => {
      const key = get('DEFAULT_BOARD') ?? 'hospitality';
      return boards.some((board) => board.key === key)
        ? []
        : [
            error(
              'DEFAULT_BOARD',
              `is ${key}, which is no board of tenants/registry.ts`,
              `set DEFAULT_BOARD to one of ${boards.map((b) => b.key).join(', ')}`,
            ),
          ];
    },
  },
  {
    variables: ['ALLOW_UNKNOWN_HOSTS'],
    check: ({ get }) =>
      get('ALLOW_UNKNOWN_HOSTS') === 'true'
        ? [
            warning(
              'ALLOW_UNKNOWN_HOSTS',
              'is true: any Host header gets the default board instead of a 404 (meant for staging behind a CDN)',
              'unset ALLOW_UNKNOWN_HOSTS',
            ),
          ]
        : [],
  },
  {
    variables: ['PUBLIC_ORIGIN'],
    check: ({ get, boards }) => {
      const pattern = get('PUBLIC_ORIGIN');
      if (!pattern) return boards.flatMap(originFindings);
      const findings: Finding[] = [];
      if (boards.length > 1 && !pattern.includes('{board}')) {
        findings.push(
          error(
            'PUBLIC_ORIGIN',
            `is ${pattern} for ${boards.length} boards: every board's mail links open one host`,
            'put {board} in it (https://{board}.your-domain) or unset it to use each board’s origin',
          ),
        );
      }
      if (pattern.includes('{port}') || /\blocalhost\b|127\.0\.0\.1/.test(pattern)) {
        findings.push(
          error(
            'PUBLIC_ORIGIN',
            `is ${pattern}: links in mail would open a local address`,
            'set the public origin, or unset PUBLIC_ORIGIN to use each board’s origin',
          ),
        );
      } else if (pattern.startsWith('http://')) {
        findings.push(warning('PUBLIC_ORIGIN', `is plain http: ${pattern}`, 'use https://'));
      }
      return findings;
    },
  },
];
