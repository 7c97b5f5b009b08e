import type { AttributeType } from '../schema/attributes';
import { scheduleAttributeId } from '../schedule-attributes';

export interface AttributeSeed {
  id?: number;
  type: AttributeType;
  labelEn: string;
  labelFr: string;
  slugEn: string;
  slugFr: string;
}

/** Spec section 3: these ids are fixed, other parts of the product refer to them. */
export const scheduleAttributes: AttributeSeed[] = [
  {
    id: scheduleAttributeId.volunteer,
    type: 'schedule',
    labelEn: 'Volunteer',
    labelFr: 'Bénévole',
    slugEn: 'volunteer',
    slugFr: 'benevole',
  },
  {
    id: scheduleAttributeId.contract,
    type: 'schedule',
    labelEn: 'Contract',
    labelFr: 'Contrat',
    slugEn: 'contract',
    slugFr: 'contrat',
  },
  {
    id: scheduleAttributeId.permanent,
    type: 'schedule',
    labelEn: 'Permanent',
    labelFr: 'Permanent',
    slugEn: 'permanent',
    slugFr: 'permanent',
  },
  {
    id: scheduleAttributeId.temporary,
    type: 'schedule',
    labelEn: 'Temporary',
    labelFr: 'Temporaire',
    slugEn: 'temporary',
    slugFr: 'temporaire',
  },
  {
    id: scheduleAttributeId.partTime,
    type: 'schedule',
    labelEn: 'Part time',
    labelFr: 'Temps partiel',
    slugEn: 'part-time',
    slugFr: 'temps-partiel',
  },
  {
    id: scheduleAttributeId.fullTime,
    type: 'schedule',
    labelEn: 'Full time',
    labelFr: 'Temps plein',
    slugEn: 'full-time',
    slugFr: 'temps-plein',
  },
];

export const experienceLevels: { labelEn: string; labelFr: string }[] = [
  { labelEn: 'No experience', labelFr: 'Aucune expérience' },
  { labelEn: 'Less than 1 year', labelFr: "Moins d'un an" },
  { labelEn: '1 to 2 years', labelFr: '1 à 2 ans' },
  { labelEn: '3 to 5 years', labelFr: '3 à 5 ans' },
  { labelEn: 'More than 5 years', labelFr: 'Plus de 5 ans' },
];
