import { z } from 'zod';
import { BOARD_TIME_ZONE } from '@jobboard/tenancy/locales';
import { offerPath, pathFor } from '@jobboard/tenancy/paths';
import { interviewCalendar } from '../../interviews/interview-calendar';
import { brandedHtml, brandedText, labelled, mailButton, mailQuote } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

export const interviewMailKinds = ['invitation', 'update', 'cancellation'] as const;

const interviewPayload = z.object({
  kind: z.enum(interviewMailKinds),
  firstName: z.string(),
  lastName: z.string(),
  candidateEmail: z.string(),
  offerId: z.number().int(),
  offerSlug: z.string(),
  offerTitle: z.string(),
  companyName: z.string().nullable(),
  uid: z.string(),
  sequence: z.number().int().min(0),
  /** ISO instant (UTC); shown and put in the calendar in the board's time zone. */
  startsAt: z.string(),
  durationMinutes: z.number().int().positive(),
  place: z.string().nullable(),
  videoUrl: z.string().nullable(),
  note: z.string().nullable(),
  organiserName: z.string(),
  organiserEmail: z.string(),
});
export type InterviewMailPayload = z.infer<typeof interviewPayload>;
type Kind = InterviewMailPayload['kind'];

/** The calendar reminds the candidate this long before the interview. */
const REMINDER_MINUTES = 60;

const fr = {
  hello: (name: string) => `Bonjour ${name},`,
  subject: {
    invitation: (t: string) => `Invitation à une entrevue\u00a0: ${t}`,
    update: (t: string) => `Entrevue modifiée\u00a0: ${t}`,
    cancellation: (t: string) => `Entrevue annulée\u00a0: ${t}`,
  } satisfies Record<Kind, (t: string) => string>,
  body: {
    invitation: (t: string) =>
      `L\u2019employeur vous invite à une entrevue pour le poste «\u00a0${t}\u00a0». Le fichier joint l\u2019ajoute à votre agenda\u00a0; dites-lui si vous serez là dans Mes candidatures.`,
    update: (t: string) =>
      `L\u2019employeur a modifié votre entrevue pour le poste «\u00a0${t}\u00a0». Le fichier joint met votre agenda à jour\u00a0; confirmez votre présence dans Mes candidatures.`,
    cancellation: (t: string) =>
      `L\u2019employeur a annulé votre entrevue pour le poste «\u00a0${t}\u00a0». Le fichier joint la retire de votre agenda.`,
  } satisfies Record<Kind, (t: string) => string>,
  summary: (t: string) => `Entrevue\u00a0: ${t}`,
  when: 'Date et heure',
  duration: 'Durée',
  minutes: (n: number) => `${n}\u00a0min`,
  place: 'Lieu',
  video: 'Lien de la rencontre',
  note: 'Un mot de l\u2019employeur',
  organiser: 'Organisé par',
  offer: 'L\u2019offre',
  button: 'Répondre dans Mes candidatures',
  file: 'entrevue.ics',
  intl: 'fr-CA',
};

const en: typeof fr = {
  hello: (name: string) => `Hello ${name},`,
  subject: {
    invitation: (t: string) => `Interview invitation: ${t}`,
    update: (t: string) => `Interview changed: ${t}`,
    cancellation: (t: string) => `Interview cancelled: ${t}`,
  },
  body: {
    invitation: (t: string) =>
      `The employer invites you to an interview for “${t}”. The attached file adds it to your calendar; let them know whether you will attend in My applications.`,
    update: (t: string) =>
      `The employer changed your interview for “${t}”. The attached file updates your calendar; confirm whether you will attend in My applications.`,
    cancellation: (t: string) =>
      `The employer cancelled your interview for “${t}”. The attached file removes it from your calendar.`,
  },
  summary: (t: string) => `Interview: ${t}`,
  when: 'Date and time',
  duration: 'Duration',
  minutes: (n: number) => `${n} min`,
  place: 'Place',
  video: 'Meeting link',
  note: 'A note from the employer',
  organiser: 'Organised by',
  offer: 'The offer',
  button: 'Answer in My applications',
  file: 'interview.ics',
  intl: 'en-CA',
};

const wording = { fr, en };

/** The interview's date and time as the board reads it, with the zone named. */
export function interviewWhen(startsAt: Date, locale: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(wording[locale].intl, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: BOARD_TIME_ZONE,
  })
    .formatToParts(startsAt)
    .map((p) => p.value)
    .join('')
    .concat(
      ` (${
        new Intl.DateTimeFormat(wording[locale].intl, {
          timeZone: BOARD_TIME_ZONE,
          timeZoneName: 'long',
        })
          .formatToParts(startsAt)
          .find((p) => p.type === 'timeZoneName')?.value ?? BOARD_TIME_ZONE
      })`,
    );
}

/**
 * To the candidate, in the language they applied in: an interview proposed, changed or
 * cancelled, with the calendar invitation attached (the same UID each time, a higher SEQUENCE),
 * and a link to My applications where they accept or decline.
 */
export const interviewInvitationMail: MailTemplate<InterviewMailPayload> = {
  payload: interviewPayload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const startsAt = new Date(p.startsAt);
    const offerUrl = `${ctx.origin}${offerPath(ctx.locale, { slug: p.offerSlug, id: p.offerId })}`;
    const profileUrl = `${ctx.origin}${pathFor(ctx.locale, '/profile')}#applications`;
    const title = p.companyName ? `${p.offerTitle} (${p.companyName})` : p.offerTitle;
    const subject = w.subject[p.kind](title);
    const facts: [string, string][] = [
      [w.when, interviewWhen(startsAt, ctx.locale)],
      [w.duration, w.minutes(p.durationMinutes)],
      ...(p.place ? [[w.place, p.place] as [string, string]] : []),
      ...(p.videoUrl ? [[w.video, p.videoUrl] as [string, string]] : []),
      [w.organiser, `${p.organiserName} (${p.organiserEmail})`],
    ];
    const paragraph = (html: string) => `<p style="font-size:15px;line-height:1.5">${html}</p>`;
    const factHtml = (label: string, value: string) =>
      `<li><strong>${escapeHtml(labelled(ctx, label, '').trimEnd())}</strong> ${
        value === p.videoUrl
          ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
          : escapeHtml(value)
      }</li>`;
    const html = brandedHtml(
      ctx,
      subject,
      [
        paragraph(escapeHtml(w.hello(p.firstName))),
        paragraph(escapeHtml(w.body[p.kind](title))),
        `<ul style="font-size:15px;line-height:1.6;padding-left:20px">${facts
          .map(([l, v]) => factHtml(l, v))
          .join('')}</ul>`,
        p.note && p.kind !== 'cancellation'
          ? `<p style="font-size:15px;line-height:1.5;margin:16px 0 4px"><strong>${escapeHtml(w.note)}</strong></p>
${mailQuote(ctx, p.note)}`
          : '',
        paragraph(`<a href="${escapeHtml(offerUrl)}">${escapeHtml(p.offerTitle)}</a>`),
        mailButton(ctx, profileUrl, w.button),
      ]
        .filter(Boolean)
        .join('\n'),
    );
    const text = brandedText(
      ctx,
      subject,
      [
        w.hello(p.firstName),
        w.body[p.kind](title),
        facts.map(([l, v]) => labelled(ctx, l, v)).join('\n'),
        ...(p.note && p.kind !== 'cancellation'
          ? [`${labelled(ctx, w.note, '').trimEnd()}\n${p.note}`]
          : []),
        labelled(ctx, w.offer, offerUrl),
        labelled(ctx, w.button, profileUrl),
      ].join('\n\n'),
    );
    const method = p.kind === 'cancellation' ? 'cancel' : 'request';
    const calendar = interviewCalendar({
      method,
      uid: p.uid,
      sequence: p.sequence,
      startsAt,
      durationMinutes: p.durationMinutes,
      timeZone: BOARD_TIME_ZONE,
      summary: w.summary(title),
      description: [w.body[p.kind](title), ...(p.note ? [p.note] : []), profileUrl].join('\n\n'),
      location: p.place ?? p.videoUrl,
      url: p.videoUrl,
      organiser: { name: p.organiserName, email: p.organiserEmail },
      attendee: { name: `${p.firstName} ${p.lastName}`.trim(), email: p.candidateEmail },
      product: ctx.board.name[ctx.locale],
      reminderMinutes: REMINDER_MINUTES,
    });
    return {
      subject,
      html,
      text,
      attachments: [
        {
          filename: w.file,
          contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
          content: calendar,
        },
      ],
    };
  },
};
