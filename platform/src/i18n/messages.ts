import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deepMerge, type Messages } from './deep-merge';
import type { Locale } from '@jobboard/tenancy/board-config';

const cache = new Map<string, Messages>();

function readJson(file: string): Messages {
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/**
 * Wording lives in one JSON file per feature and language (messages/{locale}/{namespace}.json),
 * so a feature changes its wording without touching anyone else's file. The file name is the
 * namespace: messages/fr/home.json is read with useTranslations('home').
 */
export interface MessageDirs {
  /** messages/{locale}/{namespace}.json */
  base: string;
  /** tenants/{board}/messages/{locale}.json */
  tenants: string;
}

// The server's working directory is platform/ (scripts/start.mjs, next build).
const defaultDirs: MessageDirs = {
  base: path.join(/* turbopackIgnore: true */ process.cwd(), 'messages'),
  tenants: path.join(/* turbopackIgnore: true */ process.cwd(), '..', 'tenants'),
};

export function loadBaseMessages(locale: Locale, dirs: MessageDirs = defaultDirs): Messages {
  const dir = path.join(dirs.base, locale);
  const messages: Messages = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    messages[file.slice(0, -'.json'.length)] = readJson(path.join(dir, file));
  }
  return messages;
}

/**
 * The base wording with the board's overlay (tenants/<board>/messages/<locale>.json, keyed by
 * namespace) merged over it: that is how the hospitality board says "dépannage" / "staffing"
 * where the base says recruitment. Cached per board and language; the files never change at
 * run time.
 */
export function loadMessages(
  board: string | null,
  locale: Locale,
  dirs: MessageDirs = defaultDirs,
): Messages {
  const key = `${dirs.tenants}:${board ?? ''}:${locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const overlayFile = board && path.join(dirs.tenants, board, 'messages', `${locale}.json`);
  const base = loadBaseMessages(locale, dirs);
  // The folders are read at run time from the checkout (defaultDirs): nothing for the build to
  // trace, and tracing a path built from a board name would take in the whole project.
  const messages =
    overlayFile && existsSync(/* turbopackIgnore: true */ overlayFile)
      ? deepMerge(base, readJson(overlayFile))
      : base;
  cache.set(key, messages);
  return messages;
}
