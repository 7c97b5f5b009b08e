import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppLocale } from './routing';

type Messages = Record<string, unknown>;
const cache = new Map<AppLocale, Messages>();

/**
 * Wording lives in one JSON file per feature and language (messages/{locale}/{namespace}.json),
 * so a feature changes its wording without touching anyone else's file. The file name is the
 * namespace: messages/fr/home.json is read with useTranslations('home').
 */
export function loadMessages(locale: AppLocale): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const dir = path.join(/* turbopackIgnore: true */ process.cwd(), 'messages', locale);
  const messages: Messages = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    messages[file.slice(0, -'.json'.length)] = JSON.parse(
      readFileSync(path.join(dir, file), 'utf8'),
    );
  }
  cache.set(locale, messages);
  return messages;
}
