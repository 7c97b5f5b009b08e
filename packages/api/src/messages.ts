import type { Locale } from '@jobboard/tenancy/board-config';

/** Error wording shared by every endpoint; field-level messages come from the contracts. */
export const errorMessages = {
  not_found: { en: 'Not found.', fr: 'Introuvable.' },
  route_not_found: {
    en: 'This API route does not exist.',
    fr: "Cette route de l'API n'existe pas.",
  },
  method_not_allowed: {
    en: 'This API route does not accept this method.',
    fr: "Cette route de l'API n'accepte pas cette méthode.",
  },
  unauthorized: { en: 'You must be signed in.', fr: 'Vous devez être connecté.' },
  nothing_to_refund: {
    en: 'Nothing is left to refund on this payment, or less than the amount asked. Reload to see what remains.',
    fr: 'Il ne reste rien à rembourser sur ce paiement, ou moins que le montant demandé. Rechargez pour voir ce qui reste.',
  },
  payment_not_refundable: {
    en: 'Only a paid payment can be refunded.',
    fr: 'Seul un paiement réglé peut être remboursé.',
  },
  invitation_gone: {
    en: 'This invitation has already been used, was withdrawn or has expired. Ask your team for a new one.',
    fr: 'Cette invitation a déjà servi, a été retirée ou a expiré. Demandez-en une nouvelle à votre équipe.',
  },
  last_team_manager: {
    en: 'The team must keep at least one member who can manage it: give this permission to someone else first.',
    fr: 'L’équipe doit garder au moins un membre qui peut la gérer\u00a0: donnez d’abord cette permission à quelqu’un d’autre.',
  },
  invitation_wrong_account: {
    en: 'This invitation is for {email}, but you are signed in with another address. Sign out, then open the link again.',
    fr: 'Cette invitation est destinée à {email}, mais vous êtes connecté avec une autre adresse. Déconnectez-vous, puis ouvrez de nouveau le lien.',
  },
  invitation_has_team: {
    en: 'Your account already belongs to a team, and an account belongs to one team only. Ask to be removed from it, or accept with another address.',
    fr: 'Votre compte appartient déjà à une équipe, et un compte n’appartient qu’à une seule équipe. Demandez à en être retiré, ou acceptez avec une autre adresse.',
  },
  invitation_account_exists: {
    en: 'An employer account already uses this address: sign in with it to join the team.',
    fr: 'Un compte employeur utilise déjà cette adresse\u00a0: connectez-vous avec ce compte pour rejoindre l’équipe.',
  },
  invitation_member_exists: {
    en: 'This address already belongs to a member of your team.',
    fr: 'Cette adresse appartient déjà à un membre de votre équipe.',
  },
  account_suspended: {
    en: 'Your team’s employer account is suspended by the site’s team, so you cannot sign in or publish. Reply to the mail you received about it, or contact us.',
    fr: 'Le compte employeur de votre équipe est suspendu par l’équipe du site\u00a0: vous ne pouvez ni vous connecter ni publier. Répondez au courriel reçu à ce sujet, ou contactez-nous.',
  },
  employer_already_suspended: {
    en: 'This employer is already suspended.',
    fr: 'Cet employeur est déjà suspendu.',
  },
  employer_not_suspended: {
    en: 'This employer is not suspended.',
    fr: 'Cet employeur n’est pas suspendu.',
  },
  forbidden: {
    en: 'You are not allowed to do this.',
    fr: "Vous n'avez pas l'autorisation de faire ceci.",
  },
  invalid_input: { en: 'The data given is invalid.', fr: 'Les données fournies sont invalides.' },
  bad_request: { en: 'The request is malformed.', fr: 'La requête est mal formée.' },
  webhook_signature_invalid: {
    en: 'The webhook signature is missing, invalid or too old.',
    fr: 'La signature du webhook est absente, invalide ou trop ancienne.',
  },
  payment_required: {
    en: 'This board charges for a job posting: pay through the checkout to publish.',
    fr: 'Ce site facture la publication d’une offre\u00a0: payez au moyen du paiement en ligne pour publier.',
  },
  board_not_allowed: {
    en: 'Your team cannot publish on this board.',
    fr: 'Votre équipe ne peut pas publier sur ce site.',
  },
  offer_not_publishable: {
    en: 'This offer cannot be published yet: complete its French version and required fields.',
    fr: 'Cette offre ne peut pas encore être publiée\u00a0: complétez sa version française et les champs obligatoires.',
  },
  payments_unavailable: {
    en: 'Card payment is briefly unavailable. Nothing was charged; please try again in a moment.',
    fr: 'Le paiement par carte est momentanément indisponible. Rien n’a été facturé\u00a0; veuillez réessayer dans un instant.',
  },
  payments_not_configured: {
    en: 'Card payment is not set up on this site, so paid postings cannot be published. Nothing was charged; please contact us.',
    fr: 'Le paiement par carte n’est pas configuré sur ce site\u00a0: les offres payantes ne peuvent pas être publiées. Rien n’a été facturé\u00a0; veuillez nous contacter.',
  },
  payment_already_made: {
    en: 'This posting is already paid for: it was published at no extra charge.',
    fr: 'Cette publication est déjà payée\u00a0: l’offre a été publiée sans frais supplémentaires.',
  },
  invalid_json: {
    en: 'The request body is not valid JSON.',
    fr: "Le corps de la requête n'est pas du JSON valide.",
  },
  too_many_requests: {
    en: 'Too many attempts. Please wait a few minutes and try again.',
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
  },
  operator_code_required: {
    en: 'A valid code from your authenticator app, or an unused recovery code, is required.',
    fr: 'Un code valide de votre application d’authentification, ou un code de récupération inutilisé, est requis.',
  },
  invalid_link: {
    en: 'This link is invalid, has already been used or has expired.',
    fr: 'Ce lien est invalide, a déjà servi ou a expiré.',
  },
  payload_too_large: { en: 'File size exceeded.', fr: 'Taille de fichier dépassée.' },
  invalid_credentials: {
    en: 'These credentials do not match our records.',
    fr: 'Ces identifiants ne correspondent à aucun compte.',
  },
  link_invalid: {
    en: 'This link is invalid, has expired or was already used. Please ask for a new one.',
    fr: 'Ce lien est invalide, expiré ou déjà utilisé. Veuillez en demander un nouveau.',
  },
  email_already_confirmed: {
    en: 'Your email address is already confirmed.',
    fr: 'Votre adresse courriel est déjà confirmée.',
  },
  cross_origin: {
    en: 'This request must come from this site.',
    fr: 'Cette requête doit provenir de ce site.',
  },
  unsupported_media_type: {
    en: 'The request body must be JSON.',
    fr: 'Le corps de la requête doit être du JSON.',
  },
  image_type_refused: {
    en: 'This image type is not accepted. Use a JPEG, PNG or WebP image.',
    fr: 'Ce type d’image n’est pas accepté. Utilisez une image JPEG, PNG ou WebP.',
  },
  image_too_many_pixels: {
    en: 'This image is too large: at most 40 megapixels.',
    fr: 'Cette image est trop grande\u00a0: 40 mégapixels au plus.',
  },
  image_unreadable: {
    en: 'This image could not be read. Try another file.',
    fr: 'Cette image est illisible. Essayez un autre fichier.',
  },
  conflict: {
    en: 'This conflicts with the current state. Reload and try again.',
    fr: "Cela entre en conflit avec l'état actuel. Rechargez la page et réessayez.",
  },
  unavailable: {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  },
  pdf_parsers_busy: {
    en: 'Many files are being read right now: nothing was saved. Please try again in a moment.',
    fr: 'Beaucoup de fichiers sont en cours de lecture\u00a0: rien n’a été enregistré. Veuillez réessayer dans un instant.',
  },
  offer_filled: {
    en: 'This position has been filled: the offer no longer takes applications.',
    fr: 'Ce poste a été pourvu\u00a0: l’offre ne reçoit plus de candidatures.',
  },
  offer_not_featurable: {
    en: 'Only an offer published on this board can be featured on it.',
    fr: 'Seule une offre publiée sur ce site peut y être mise en vedette.',
  },
  featured_not_sold: {
    en: 'This board does not sell featured offers for this duration.',
    fr: 'Ce site ne vend pas la mise en vedette pour cette durée.',
  },
  packages_not_sold: {
    en: 'This board does not sell posting packages.',
    fr: 'Ce site ne vend pas de forfaits de publication.',
  },
  offer_not_fillable: {
    en: 'Only an offer that is published can be marked as filled.',
    fr: 'Seule une offre publiée peut être marquée comme pourvue.',
  },
  offer_fill_grace_over: {
    en: 'This offer was filled more than 7 days ago and can no longer be reopened: duplicate it to post it again.',
    fr: 'Cette offre a été pourvue il y a plus de 7\u00a0jours et ne peut plus être rouverte\u00a0: dupliquez-la pour la publier de nouveau.',
  },
  already_applied: {
    en: 'You already applied to this offer on {date}.',
    fr: 'Vous avez déjà postulé à cette offre le {date}.',
  },
  resume_type_refused: {
    en: 'This resume file type is not accepted. Accepted formats: PDF, DOCX, DOC.',
    fr: "Ce type de fichier n'est pas accepté pour un CV. Formats acceptés : PDF, DOCX, DOC.",
  },
  message_thread_withdrawn: {
    en: 'This application was withdrawn: its messages can still be read, but no new message can be sent.',
    fr: 'Cette candidature a été retirée\u00a0: ses messages restent lisibles, mais aucun nouveau message ne peut être envoyé.',
  },
  message_thread_candidate_gone: {
    en: 'This candidate deleted their account: no new message can be sent.',
    fr: 'Cette personne a supprimé son compte\u00a0: aucun nouveau message ne peut être envoyé.',
  },
  employers_cannot_apply: {
    en: 'Employer accounts cannot apply to offers.',
    fr: 'Les comptes employeurs ne peuvent pas postuler aux offres.',
  },
  interview_cancelled: {
    en: 'This interview was cancelled: there is nothing to answer.',
    fr: 'Cette entrevue a été annulée : il n’y a rien à répondre.',
  },
  interview_not_possible: {
    en: 'No interview can be proposed on a withdrawn application or a deleted candidate.',
    fr: 'On ne peut pas proposer d’entrevue sur une candidature retirée ou d’un candidat supprimé.',
  },
  server_error: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type ErrorMessageKey = keyof typeof errorMessages;

export function errorText(key: ErrorMessageKey, locale: Locale): string {
  return errorMessages[key][locale];
}

/** Field-level messages services raise after looking things up (the contracts cover syntax). */
export const fieldMessages = {
  operator_code_invalid: {
    en: 'This code is not valid: enter the current code shown by your authenticator app.',
    fr: 'Ce code n’est pas valide\u00a0: saisissez le code affiché en ce moment par votre application d’authentification.',
  },
  unknown_city: { en: 'This city does not exist.', fr: "Cette ville n'existe pas." },
  unknown_specialization: {
    en: 'Unknown specialization.',
    fr: 'Spécialisation inconnue.',
  },
  unknown_schedule: { en: 'Unknown schedule.', fr: 'Horaire inconnu.' },
  unknown_attribute: { en: 'Unknown offer attribute.', fr: "Cet attribut d'offre n'existe pas." },
  unknown_board: { en: 'Unknown job board.', fr: "Ce site d'emploi n'existe pas." },
  unknown_package: {
    en: 'This board has no such posting package.',
    fr: 'Ce forfait de publication n’existe pas sur ce site.',
  },
  unknown_place: {
    en: 'This place was not found in Canada. Choose one from the list.',
    fr: 'Ce lieu est introuvable au Canada. Choisissez-en un dans la liste.',
  },
  place_unmatched: {
    en: 'No place in Canada matches this name: choose one from the list.',
    fr: 'Aucun lieu au Canada ne correspond à ce nom\u00a0: choisissez-en un dans la liste.',
  },
  unknown_skill: {
    en: 'Unknown skill or job title.',
    fr: "Cette compétence ou ce titre d'emploi n'existe pas.",
  },
  unknown_offer: {
    en: 'This offer is not available on this site.',
    fr: "Cette offre n'est pas disponible sur ce site.",
  },
} satisfies Record<string, Record<Locale, string>>;

export type FieldMessageKey = keyof typeof fieldMessages;

export function fieldText(key: FieldMessageKey, locale: Locale): string {
  return fieldMessages[key][locale];
}
