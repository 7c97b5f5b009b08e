/**
 * The six fixed schedule attributes of spec section 3: their ids are part of the product
 * (the seed creates them with these ids; search filters, JSON-LD employment types and the API
 * refer to them), so code names them here instead of repeating the numbers.
 */
export const scheduleAttributeId = {
  volunteer: 36,
  contract: 37,
  permanent: 38,
  temporary: 39,
  partTime: 40,
  fullTime: 41,
} as const;

export type ScheduleAttributeName = keyof typeof scheduleAttributeId;
export type ScheduleAttributeId = (typeof scheduleAttributeId)[ScheduleAttributeName];

export const scheduleAttributeIds: readonly ScheduleAttributeId[] =
  Object.values(scheduleAttributeId);
