import { z } from 'zod';
import { renderMessageNotification } from './message-notification';
import type { MailTemplate } from './types';

const payload = z.object({
  service: z.enum(['recruitment', 'staffing']),
  name: z.string(),
  email: z.string(),
  team: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  senderLocale: z.enum(['fr', 'en']),
});
export type ServiceRequestNotificationPayload = z.infer<typeof payload>;

const wording = {
  fr: {
    services: { recruitment: 'recrutement', staffing: 'dépannage de personnel' },
    subject: (board: string, service: string) => `[${board}] Demande de service\u00a0: ${service}`,
    heading: (service: string) => `Un employeur demande votre service de ${service}`,
    from: 'De',
    email: 'Courriel',
    team: 'Équipe',
    phone: 'Téléphone',
    language: 'Langue',
    languages: { fr: 'français', en: 'anglais' },
    none: '(aucun)',
    reply: 'Répondez directement à ce courriel pour écrire à cet employeur.',
  },
  en: {
    services: { recruitment: 'recruitment', staffing: 'staffing' },
    subject: (board: string, service: string) => `[${board}] Service request: ${service}`,
    heading: (service: string) => `An employer asks for your ${service} service`,
    from: 'From',
    email: 'Email',
    team: 'Team',
    phone: 'Phone',
    language: 'Language',
    languages: { fr: 'French', en: 'English' },
    none: '(none)',
    reply: 'Reply to this email to write back to this employer.',
  },
};

/** Tells the board's team that an employer asked for its recruitment or staffing service. */
export const serviceRequestNotification: MailTemplate<ServiceRequestNotificationPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const service = w.services[p.service];
    const fields: [string, string][] = [
      [w.from, p.name],
      [w.email, p.email],
      [w.team, p.team ?? w.none],
      [w.phone, p.phone ?? w.none],
      [w.language, w.languages[p.senderLocale]],
    ];
    return renderMessageNotification(ctx, {
      heading: w.heading(service),
      subject: w.subject(ctx.board.name[ctx.locale], service),
      fields,
      message: p.message,
      reply: w.reply,
      replyTo: p.email,
    });
  },
};
