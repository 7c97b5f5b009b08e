import { z } from 'zod';
import { brandedHtml, brandedText } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const payload = z.object({ firstName: z.string() });
export type AccountDeletedPayload = z.infer<typeof payload>;

const wording = {
  fr: {
    subject: (board: string) => `${board}\u00a0: votre compte est supprimé`,
    heading: 'Votre compte est supprimé',
    body: (name: string, board: string) =>
      `Bonjour ${name}, comme vous l'avez demandé, votre compte ${board} a été supprimé, avec votre profil, vos documents et vos compétences. Les employeurs à qui vous avez postulé ne voient plus qu'une candidature anonyme.`,
    ignore: "Si vous n'avez pas fait cette demande, écrivez-nous en répondant à ce courriel.",
  },
  en: {
    subject: (board: string) => `${board}: your account is deleted`,
    heading: 'Your account is deleted',
    body: (name: string, board: string) =>
      `Hello ${name}, as you asked, your ${board} account has been deleted, with your profile, documents and skills. Employers you applied to now see only an anonymous application.`,
    ignore: 'If you did not ask for this, write to us by replying to this email.',
  },
};

/** Quebec Law 25: the confirmation that a candidate's data are gone. */
export const accountDeleted: MailTemplate<AccountDeletedPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.body(p.firstName, board))}</p>
<p style="font-size:13px;color:#57606a">${escapeHtml(w.ignore)}</p>`,
    );
    const text = brandedText(ctx, w.heading, `${w.body(p.firstName, board)}\n\n${w.ignore}`);
    return { subject: w.subject(board), html, text };
  },
};
