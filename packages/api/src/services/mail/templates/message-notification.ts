import { brandedHtml, brandedText, labelled } from './branded-layout';
import { escapeHtml, escapeMultiline } from './escape-html';
import type { MailContext, RenderedMail } from './types';

export interface MessageNotification {
  heading: string;
  subject: string;
  /** Label and value rows above the message (sender, e-mail, topic...). */
  fields: [string, string][];
  message: string;
  /** The line under the message saying that replying reaches the sender. */
  reply: string;
  replyTo: string;
}

/**
 * A message someone sent the board's team (contact form, service request): the sender's details
 * as a table, the message quoted, and replies going to the sender.
 */
export function renderMessageNotification(ctx: MailContext, m: MessageNotification): RenderedMail {
  const rows = m.fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = brandedHtml(
    ctx,
    m.heading,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">${rows}</table>
<div style="padding:12px 16px;border-left:3px solid ${ctx.board.theme.secondary};background:#f6f8fa;font-size:14px;line-height:1.5">${escapeMultiline(m.message)}</div>
<p style="font-size:13px;color:#57606a">${escapeHtml(m.reply)}</p>`,
  );
  const text = brandedText(
    ctx,
    m.heading,
    `${m.fields.map(([label, value]) => `${labelled(ctx, label, value)}`).join('\n')}\n\n${m.message}\n\n${m.reply}`,
  );
  return { subject: m.subject, html, text, replyTo: m.replyTo };
}
