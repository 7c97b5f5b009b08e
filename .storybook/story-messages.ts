/// <reference types="vite/client" />
import { deepMerge, type Messages } from '../platform/src/i18n/deep-merge';

// The same files the server reads: base wording per namespace, then the board's overlay.
const base = import.meta.glob<Messages>('../platform/messages/*/*.json', {
  eager: true,
  import: 'default',
});
const overlays = import.meta.glob<Messages>('../tenants/*/messages/*.json', {
  eager: true,
  import: 'default',
});

/** What a page of `board` in `locale` reads, as platform/src/i18n/messages.ts builds it. */
export function storyMessages(board: string, locale: string): Messages {
  const messages: Messages = {};
  for (const [file, content] of Object.entries(base)) {
    const match = /messages\/(fr|en)\/([^/]+)\.json$/.exec(file);
    if (match && match[1] === locale) messages[match[2]!] = content;
  }
  const overlay = overlays[`../tenants/${board}/messages/${locale}.json`];
  return overlay ? deepMerge(messages, overlay) : messages;
}
