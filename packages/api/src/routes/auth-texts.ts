import type { Locale } from '../http/locale';

/** Success wording of the account endpoints. */
const texts = {
  signed_out: { fr: 'Vous êtes déconnecté.', en: 'You are signed out.' },
  reset_sent: {
    fr: 'Si un compte existe pour cette adresse, un lien de réinitialisation vient d’y être envoyé.',
    en: 'If an account exists for this address, a reset link has just been sent to it.',
  },
  password_reset: {
    fr: 'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter.',
    en: 'Your password was changed. You can now sign in.',
  },
  password_changed: { fr: 'Votre mot de passe a été changé.', en: 'Your password was changed.' },
  email_confirmed: {
    fr: 'Merci\u00a0! Votre adresse courriel est confirmée.',
    en: 'Thank you! Your email address is confirmed.',
  },
  confirmation_sent: {
    fr: 'Un nouveau courriel de confirmation vient de vous être envoyé.',
    en: 'A new confirmation email has just been sent to you.',
  },
  signup_check_mailbox: {
    fr: 'Vérifiez votre boîte de réception\u00a0: nous venons d’écrire à cette adresse. Suivez le lien du courriel pour confirmer votre adresse et vous connecter.',
    en: 'Check your mailbox: we have just written to this address. Follow the link in the email to confirm your address and sign in.',
  },
  team_member_removed: {
    fr: 'Ce membre ne fait plus partie de l’équipe.',
    en: 'This member is no longer part of the team.',
  },
  invitation_revoked: { fr: 'L’invitation est retirée.', en: 'The invitation is withdrawn.' },
  link_valid: { fr: 'Ce lien est valide.', en: 'This link is valid.' },
} satisfies Record<string, Record<Locale, string>>;

export function authText(key: keyof typeof texts, locale: Locale): string {
  return texts[key][locale];
}
