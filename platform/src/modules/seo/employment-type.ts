/**
 * The six fixed schedule attributes (spec section 3) as schema.org / Google `employmentType`
 * values. "Permanent" says how long, not how many hours, and has no value of its own: OTHER.
 */
export const scheduleEmploymentTypes: Readonly<Record<number, string>> = {
  36: 'VOLUNTEER',
  37: 'CONTRACTOR',
  38: 'OTHER',
  39: 'TEMPORARY',
  40: 'PART_TIME',
  41: 'FULL_TIME',
};

export const scheduleAttributeIds = [36, 37, 38, 39, 40, 41] as const;

export function employmentTypes(attributeIds: readonly number[]): string[] {
  const out = new Set<string>();
  for (const id of attributeIds) {
    const type = scheduleEmploymentTypes[id];
    if (type) out.add(type);
  }
  return [...out];
}
