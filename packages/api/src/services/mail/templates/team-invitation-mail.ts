import { z } from 'zod';
import { pathFor } from '@jobboard/tenancy/paths';
import { teamPermissionNames } from '../../../contracts/team/team-permission-rules';
import { brandedHtml, brandedText, mailButton } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const payload = z.object({
  inviterName: z.string(),
  teamName: z.string(),
  permissions: z.array(z.enum(teamPermissionNames)),
  token: z.string(),
});
export type TeamInvitationPayload = z.infer<typeof payload>;

const permissionLabels = {
  fr: {
    manage_companies: 'gérer les entreprises',
    manage_offers: 'gérer les offres',
    manage_candidates: 'gérer les candidatures',
    manage_team: 'gérer l’équipe',
    manage_billing: 'gérer la facturation',
  },
  en: {
    manage_companies: 'manage companies',
    manage_offers: 'manage job offers',
    manage_candidates: 'manage applications',
    manage_team: 'manage the team',
    manage_billing: 'manage billing',
  },
} as const;

const wording = {
  fr: {
    subject: (board: string) => `${board}\u00a0: invitation à rejoindre une équipe`,
    heading: 'Vous êtes invité à rejoindre une équipe',
    body: (inviter: string, team: string, board: string) =>
      `${inviter} vous invite à rejoindre l’équipe «\u00a0${team}\u00a0» sur ${board}.`,
    rights: 'Vous pourrez\u00a0:',
    noRights: 'Vous pourrez consulter ce que l’équipe publie.',
    button: 'Accepter l’invitation',
    expiry: 'Ce lien est valide pendant 7 jours et ne peut servir qu’une fois.',
    ignore: 'Si vous ne connaissez pas cette personne, ignorez ce message.',
  },
  en: {
    subject: (board: string) => `${board}: an invitation to join a team`,
    heading: 'You are invited to join a team',
    body: (inviter: string, team: string, board: string) =>
      `${inviter} invites you to join the “${team}” team on ${board}.`,
    rights: 'You will be able to:',
    noRights: 'You will be able to see what the team publishes.',
    button: 'Accept the invitation',
    expiry: 'This link is valid for 7 days and works once.',
    ignore: 'If you do not know this person, ignore this message.',
  },
};

/**
 * An invitation to join an employer team (issue 41), in the language the inviter chose. The link
 * opens the board's accept page; the token in it is the only copy, the table keeps its hash.
 */
export const teamInvitationMail: MailTemplate<TeamInvitationPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/team/accept/[[...token]]', { token: [p.token] })}`;
    const rights = p.permissions.map((name) => permissionLabels[ctx.locale][name]);
    const rightsHtml =
      rights.length > 0
        ? `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.rights)}</p>
<ul style="font-size:15px;line-height:1.5">${rights.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`
        : `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.noRights)}</p>`;
    const rightsText =
      rights.length > 0 ? `${w.rights}\n${rights.map((r) => `- ${r}`).join('\n')}` : w.noRights;
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.body(p.inviterName, p.teamName, board))}</p>
${rightsHtml}
${mailButton(ctx, url, w.button)}
<p style="font-size:13px;color:#57606a;word-break:break-all">${escapeHtml(url)}</p>
<p style="font-size:13px;color:#57606a">${escapeHtml(w.expiry)} ${escapeHtml(w.ignore)}</p>`,
    );
    const text = brandedText(
      ctx,
      w.heading,
      `${w.body(p.inviterName, p.teamName, board)}\n\n${rightsText}\n\n${url}\n\n${w.expiry} ${w.ignore}`,
    );
    return { subject: w.subject(board), html, text };
  },
};
