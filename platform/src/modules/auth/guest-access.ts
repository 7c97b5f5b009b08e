/** The guest-only access of the account pages' routes: a signed-in account is sent on. */
export const candidateGuest = { guestOnly: 'jobboard' } as const;
export const employerGuest = { guestOnly: 'ats' } as const;
