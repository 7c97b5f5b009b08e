import { escapeHtml } from '../../../contracts/escape-html';

export { escapeHtml };

/** Escaped, with line breaks kept (messages typed in a textarea). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}
