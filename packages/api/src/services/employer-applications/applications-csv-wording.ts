import type { ApplicationStatus } from '@jobboard/db/schema/candidates';
import type { Locale } from '@jobboard/tenancy/board-config';

/** The export's header and values in the requester's language (the API has no message files). */
export const applicationsCsvWording = {
  fr: {
    header: [
      'Date de candidature',
      'Prénom',
      'Nom',
      'Courriel',
      'Téléphone',
      'Statut',
      'Fichier du CV',
      'Lien vers le CV (connexion requise)',
      'Critères',
      'Réponses aux questions',
    ],
    unmet: 'Ne répond pas aux critères',
    yesNo: { yes: 'Oui', no: 'Non' },
    deletedCandidate: 'Candidat supprimé',
    statuses: {
      new: 'Nouvelle',
      reviewed: 'Consultée',
      interview: 'Entrevue',
      offer: 'Offre',
      hired: 'Embauchée',
      rejected: 'Refusée',
      withdrawn: 'Retirée par le candidat',
    },
    fileName: 'candidatures',
  },
  en: {
    header: [
      'Date applied',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Status',
      'Resume file',
      'Resume link (sign-in required)',
      'Criteria',
      'Screening answers',
    ],
    unmet: 'Does not meet the criteria',
    yesNo: { yes: 'Yes', no: 'No' },
    deletedCandidate: 'Deleted candidate',
    statuses: {
      new: 'New',
      reviewed: 'Reviewed',
      interview: 'Interview',
      offer: 'Offer',
      hired: 'Hired',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn by the candidate',
    },
    fileName: 'applications',
  },
} as const satisfies Record<
  Locale,
  {
    header: readonly string[];
    deletedCandidate: string;
    unmet: string;
    yesNo: { yes: string; no: string };
    statuses: Record<ApplicationStatus, string>;
    fileName: string;
  }
>;
