import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';

/**
 * The six fixed schedule attributes (spec section 3) as schema.org / Google `employmentType`
 * values. "Permanent" says how long, not how many hours, and has no value of its own: OTHER.
 */
export const scheduleEmploymentTypes: Readonly<Record<number, string>> = {
  [scheduleAttributeId.volunteer]: 'VOLUNTEER',
  [scheduleAttributeId.contract]: 'CONTRACTOR',
  [scheduleAttributeId.permanent]: 'OTHER',
  [scheduleAttributeId.temporary]: 'TEMPORARY',
  [scheduleAttributeId.partTime]: 'PART_TIME',
  [scheduleAttributeId.fullTime]: 'FULL_TIME',
};

export function employmentTypes(attributeIds: readonly number[]): string[] {
  const out = new Set<string>();
  for (const id of attributeIds) {
    const type = scheduleEmploymentTypes[id];
    if (type) out.add(type);
  }
  return [...out];
}
