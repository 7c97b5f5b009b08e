import { richTextSchemes } from '@jobboard/api/contracts/rich-text-rules';

/**
 * What the editor accepts as a link: http(s) or mailto, the same schemes the server keeps. A
 * bare `example.com` or `name@example.com` is completed, since that is how people type them.
 */
export function editorLinkHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)
      ? `mailto:${text}`
      : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (!richTextSchemes.includes(url.protocol.slice(0, -1))) return null;
    if (url.protocol !== 'mailto:' && !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}
