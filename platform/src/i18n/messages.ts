import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppLocale } from './routing';
import { deepMerge, type Messages } from './deep-merge';

const cache = new Map<string, Messages>();

function readJson(file: string): Messages {
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/**
 * Wording lives in one JSON file per feature and language (messages/{locale}/{namespace}.json),
 * so a feature changes its wording without touching anyone else's file. The file name is the
 * namespace: messages/fr/home.json is read with useTranslations('home').
 */
export function loadBaseMessages(locale: AppLocale, root = process.cwd()): Messages {
  const dir = path.join(/* turbopackIgnore: true */ root, 'messages', locale);
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
  locale: AppLocale,
  root = process.cwd(),
): Messages {
  const key = `${board ?? ''}:${locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const overlayFile =
    board &&
    path.join(
      /* turbopackIgnore: true */ root,
      '..',
      'tenants',
      board,
      'messages',
      `${locale}.json`,
    );
  const base = loadBaseMessages(locale, root);
  const messages =
    overlayFile && existsSync(overlayFile) ? deepMerge(base, readJson(overlayFile)) : base;
  cache.set(key, messages);
  return messages;
}
