import type { ToastTexts } from '@/modules/http';
import type { OfferListText } from '@/modules/offer-list';

/**
 * Every string the search island shows, translated on the server (search-text-server.ts): the
 * island ships no message catalogue and no formatter but the tiny one of the result counts.
 */
export interface SearchText {
  filters: {
    legend: string;
    title: string;
    company: string;
    city: string;
    anyCity: string;
    mainCities: string;
    otherCities: string;
    specialization: string;
    schedule: string;
    publishedAt: string;
    anyDate: string;
    /** Per `publishedWithinValues` entry. */
    published: Record<string, string>;
    submit: string;
    reset: string;
    show: string;
    hide: string;
    sort: string;
    sortRelevance: string;
    sortDate: string;
    sortDistance: string;
    sortSalary: string;
    salaryMin: string;
    salaryPeriod: string;
    perHour: string;
    perYear: string;
    near: string;
    nearHelp: string;
    /** Template with `{place}`: what was typed matches no place. */
    nearUnmatched: string;
    /** The place autocomplete's list. */
    nearSuggestions: string;
    /** Template with `{place}`, above the results: they are not filtered by place. */
    placeNotice: string;
    /** Template with `{km}` and `{place}`: a distance search that found nothing. */
    emptyNear: string;
    emptyNearHint: string;
    radius: string;
    /** Per `radiusValues` entry, formatted. */
    radiusKm: Record<string, string>;
    pay: string;
    distance: string;
  };
  list: OfferListText;
  alerts: { title: string; text: string };
  /** Section 8's toasts when a search fails. */
  toasts: ToastTexts;
}

/**
 * What the island itself shows: the filters' form, its job alert frame and their wording are
 * rendered on the server, so of the filters' strings only the phone toggle and the sort remain.
 */
export interface SearchIslandText {
  filters: Pick<
    SearchText['filters'],
    'show' | 'hide' | 'sort' | 'placeNotice' | 'emptyNear' | 'emptyNearHint'
  >;
  list: SearchText['list'];
  toasts: SearchText['toasts'];
}

/** A template's `{name}` placeholders filled in (the island carries no message formatter). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
