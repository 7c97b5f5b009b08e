import { z } from 'zod';
import { brandedHtml, brandedText } from './branded-layout';
import { escapeHtml, escapeMultiline } from './escape-html';
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
    subject: (board: string, service: string) => `[${board}] Demande de service : ${service}`,
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
    const rows = fields
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    const html = brandedHtml(
      ctx,
      w.heading(service),
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">${rows}</table>
<div style="padding:12px 16px;border-left:3px solid ${ctx.board.theme.secondary};background:#f6f8fa;font-size:14px;line-height:1.5">${escapeMultiline(p.message)}</div>
<p style="font-size:13px;color:#57606a">${escapeHtml(w.reply)}</p>`,
    );
    const text = brandedText(
      ctx,
      w.heading(service),
      `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${p.message}\n\n${w.reply}`,
    );
    return {
      subject: w.subject(ctx.board.name[ctx.locale], service),
      html,
      text,
      replyTo: p.email,
    };
  },
};
