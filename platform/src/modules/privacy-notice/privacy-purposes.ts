/** Each form that collects personal data, by what it collects them for (its sentence's key). */
export const privacyPurposes = [
  'login',
  'register',
  'employerRegister',
  'forgotPassword',
  'apply',
  'applyRegister',
  'contact',
  'report',
  'newsletter',
  'jobAlert',
  'company',
  'employerProfile',
  'serviceRequest',
  'profile',
] as const;

export type PrivacyPurpose = (typeof privacyPurposes)[number];
