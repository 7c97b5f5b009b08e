import { boardMailLogo } from '@jobboard/tenancy/board-logo';
import { pathFor } from '@jobboard/tenancy/paths';
import { escapeHtml, escapeMultiline } from './escape-html';
import type { MailContext } from './types';

const footer = {
  fr: (name: string) => `Ce message vous est envoyé par ${name}.`,
  en: (name: string) => `This message was sent to you by ${name}.`,
};

/**
 * The board-branded frame every mail shares: logo, colours and name from the board config,
 * table layout and inline styles because mail clients ignore most CSS. `bodyHtml` must already
 * be escaped by the template.
 */
export function brandedHtml(ctx: MailContext, heading: string, bodyHtml: string): string {
  const { board, locale, origin } = ctx;
  const name = escapeHtml(board.name[locale]);
  const { primary, background, dark } = board.theme;
  // A PNG with its size: mail clients show no SVG, and a sized image keeps its place while the
  // client asks before loading images.
  const logo = boardMailLogo(board, locale);
  return `<!doctype html>
<html lang="${locale}-CA">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:${background};font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:${board.theme.radius}px;overflow:hidden">
<tr><td style="padding:20px 24px;border-bottom:4px solid ${primary}">
<a href="${escapeHtml(`${origin}${pathFor(locale, '/')}`)}"><img src="${escapeHtml(origin + logo.path)}" alt="${name}" width="${logo.width}" height="${logo.height}" style="display:block;border:0;width:${logo.width}px;max-width:100%;height:auto"></a>
</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${primary}">${escapeHtml(heading)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;background:${dark};color:#ffffff;font-size:12px">${escapeHtml(footer[locale](board.name[locale]))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** `label: value` in a text part, with French typography's non-breaking space before the colon. */
export function labelled(ctx: Pick<MailContext, 'locale'>, label: string, value: string): string {
  return `${label}${ctx.locale === 'fr' ? '\u00a0:' : ':'} ${value}`;
}

/** The plain-text twin of the frame. */
export function brandedText(ctx: MailContext, heading: string, body: string): string {
  const { board, locale, origin } = ctx;
  return `${heading}\n\n${body}\n\n--\n${footer[locale](board.name[locale])}\n${origin}${pathFor(locale, '/')}\n`;
}

/** The call to action: a link styled as a button in the board's colour. */
export function mailButton(ctx: MailContext, url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:${ctx.board.theme.primary};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** Someone's own words (a message, a note), quoted with the board's colour, line breaks kept. */
export function mailQuote(ctx: MailContext, text: string): string {
  return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${ctx.board.theme.primary};font-size:15px;line-height:1.5">${escapeMultiline(text)}</blockquote>`;
}
