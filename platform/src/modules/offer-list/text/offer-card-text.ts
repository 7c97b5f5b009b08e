/**
 * The wording of an offer card, as plain data a server component reads once per page and hands
 * to the cards, and to the search island for the results it fetches: fixed strings as they are,
 * and the raw ICU templates of the few whose values only the card knows (a count, a distance,
 * the pay), which `formatMessage` fills in.
 */
import type { QuickApplyTexts, QuickApplyViewer } from '@/modules/apply';
import type { SaveOfferTexts } from '@/modules/profile';

/** A visitor's Save only leads to the login page: it never says saved, nor fails. */
export type VisitorSaveTexts = Pick<SaveOfferTexts, 'save' | 'saveLabel' | 'loginHref'>;

/**
 * A card's Save and Quick apply islands: the board's API segment, the viewer and the wording
 * that viewer sees (a visitor's search page carries no Quick apply strings, issue 16).
 */
export type OfferCardActions = { board: string } & (
  | { viewer: 'candidate'; apply: QuickApplyTexts; save: SaveOfferTexts }
  | { viewer: 'visitor'; save: VisitorSaveTexts }
  | { viewer: Exclude<QuickApplyViewer, 'candidate' | 'visitor'> }
);

export interface OfferCardText {
  confidential: string;
  featured: string;
  otherLanguage: string;
  /** "Publiée <time>{relative}</time>", cut around its `<time>` element. */
  published: { before: string; time: string; after: string };
  /** Template with `{km}`. */
  distance: string;
  beFirst: string;
  /** Plural template with `{count}`. */
  applicants: string;
  /** The `offers.offer` pay templates (`{min}`, `{max}`, `{period}`). */
  salary: {
    salaryRange: string;
    salaryFrom: string;
    salaryUpTo: string;
    periods: { hour: string; week: string; year: string };
  };
}
