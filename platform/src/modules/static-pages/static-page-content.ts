import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';

/** What a page's text may depend on: every name and address comes from the board config. */
export interface StaticPageContext {
  boardName: string;
  contactEmail: string;
  /** Production host name, e.g. emplois-hotellerie.example. */
  site: string;
  /** "hospitality and catering" / "hôtellerie et restauration". */
  field: string;
  /** "hospitality professionals" / "professionnels de l'hôtellerie". */
  professionals: string;
  /** Staffing wording (temporary replacement staff) instead of recruitment wording. */
  staffing: boolean;
}

export interface StaticPageSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface StaticPageContent {
  title: string;
  /** Meta description: one or two sentences. */
  description: string;
  lead: string;
  /** Shown for legal texts. */
  updated?: string;
  sections: StaticPageSection[];
}

export type StaticPageText = (ctx: StaticPageContext) => StaticPageContent;

export function staticPageContext(board: BoardConfig, locale: Locale): StaticPageContext {
  return {
    boardName: board.name[locale],
    contactEmail: board.contactEmail,
    site: board.hostnames[0] ?? board.key,
    field: board.categoryWording[locale],
    professionals: board.professionalWording[locale],
    staffing: board.features.staffingWording,
  };
}
