import { pgEnum } from 'drizzle-orm/pg-core';

export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];
export const language = pgEnum('language', languages);

/** 'ats' marks an employer (spec section 3); everyone else signs in on a board as a candidate. */
export const guards = ['jobboard', 'ats'] as const;
export type Guard = (typeof guards)[number];
export const guard = pgEnum('guard', guards);

export const offerStatuses = ['draft', 'published', 'archived'] as const;
export type OfferStatus = (typeof offerStatuses)[number];
export const offerStatus = pgEnum('offer_status', offerStatuses);
