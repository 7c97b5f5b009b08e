import { z } from 'zod';
import { brandedHtml, brandedText } from './branded-layout';
import { escapeHtml, escapeMultiline } from './escape-html';
import type { MailTemplate } from './types';

const payload = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  /** The language the visitor wrote in, so the team can answer in it. */
  senderLocale: z.enum(['fr', 'en']),
});
export type ContactNotificationPayload = z.infer<typeof payload>;

const wording = {
  fr: {
    subject: (board: string, topic: string | null) =>
      `[${board}] Nouveau message${topic ? ` : ${topic}` : ' du formulaire de contact'}`,
    heading: 'Nouveau message du formulaire de contact',
    from: 'De',
    email: 'Courriel',
    topic: 'Objet',
    language: 'Langue',
    languages: { fr: 'français', en: 'anglais' },
    none: '(aucun)',
    reply: 'Répondez directement à ce courriel pour écrire à cette personne.',
  },
  en: {
    subject: (board: string, topic: string | null) =>
      `[${board}] New message${topic ? `: ${topic}` : ' from the contact form'}`,
    heading: 'New message from the contact form',
    from: 'From',
    email: 'Email',
    topic: 'Subject',
    language: 'Language',
    languages: { fr: 'French', en: 'English' },
    none: '(none)',
    reply: 'Reply to this email to write back to this person.',
  },
};

/** Tells the board's team that someone wrote through the contact form. */
export const contactNotification: MailTemplate<ContactNotificationPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const fields: [string, string][] = [
      [w.from, p.name],
      [w.email, p.email],
      [w.topic, p.subject ?? w.none],
      [w.language, w.languages[p.senderLocale]],
    ];
    const rows = fields
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    const html = brandedHtml(
      ctx,
      w.heading,
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">${rows}</table>
<div style="padding:12px 16px;border-left:3px solid ${ctx.board.theme.secondary};background:#f6f8fa;font-size:14px;line-height:1.5">${escapeMultiline(p.message)}</div>
<p style="font-size:13px;color:#57606a">${escapeHtml(w.reply)}</p>`,
    );
    const text = brandedText(
      ctx,
      w.heading,
      `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${p.message}\n\n${w.reply}`,
    );
    return {
      subject: w.subject(ctx.board.name[ctx.locale], p.subject),
      html,
      text,
      replyTo: p.email,
    };
  },
};
