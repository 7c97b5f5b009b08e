import { z } from 'zod';
import { renderMessageNotification } from './message-notification';
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
      `[${board}] Nouveau message${topic ? `\u00a0: ${topic}` : ' du formulaire de contact'}`,
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
    return renderMessageNotification(ctx, {
      heading: w.heading,
      subject: w.subject(ctx.board.name[ctx.locale], p.subject),
      fields,
      message: p.message,
      reply: w.reply,
      replyTo: p.email,
    });
  },
};
