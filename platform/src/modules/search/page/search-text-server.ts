import type { AbstractIntlMessages } from 'next-intl';
import { getMessages, getNow, getTimeZone, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { radiusValues } from '@jobboard/api/contracts/offer-filter-rules';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { toastTexts } from '@/modules/http/server';
import { offerCardActions, offerListText } from '@/modules/offer-list/server';
import type { JobAlertRuntime } from '../job-alert/job-alert-lazy';
import { publishedWithinValues } from '../offer-filters';
import type { SearchIslandText, SearchText } from '../search-text';
import { privacyNoticeTexts } from '@/modules/privacy-notice/server';

/** The search island's strings in `locale`, read once per request. */
export const searchText = cache(async (board: BoardConfig, locale: Locale): Promise<SearchText> => {
  const [t, tAlerts, list, toasts] = await Promise.all([
    getTranslations({ locale, namespace: 'offers.filters' }),
    getTranslations({ locale, namespace: 'offers.alerts' }),
    offerListText(locale),
    toastTexts(locale),
  ]);
  const keys = [
    'legend',
    'title',
    'company',
    'city',
    'anyCity',
    'mainCities',
    'otherCities',
    'specialization',
    'schedule',
    'publishedAt',
    'anyDate',
    'submit',
    'reset',
    'show',
    'hide',
    'sort',
    'sortRelevance',
    'sortDate',
    'sortDistance',
    'sortSalary',
    'salaryMin',
    'salaryPeriod',
    'perHour',
    'perYear',
    'near',
    'nearHelp',
    'nearSuggestions',
    'emptyNearHint',
    'radius',
    'pay',
    'distance',
  ] as const;
  const plain = Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<
    (typeof keys)[number],
    string
  >;
  return {
    filters: {
      ...plain,
      // Templates, filled in where they are shown (fillTemplate): raw, not formatted here.
      nearUnmatched: t.raw('nearUnmatched') as string,
      placeNotice: t.raw('placeNotice') as string,
      emptyNear: t.raw('emptyNear') as string,
      published: Object.fromEntries(publishedWithinValues.map((v) => [v, t(`published${v}`)])),
      radiusKm: Object.fromEntries(radiusValues.map((km) => [String(km), t('radiusKm', { km })])),
    },
    list,
    alerts: { title: tAlerts('title'), text: tAlerts('text') },
    toasts,
  };
});

/**
 * The offers.alerts strings JobAlertForm reads: the namespace also holds the confirm and
 * unsubscribe pages' wording, which would otherwise ride in every search page's payload.
 */
const alertFormKeys = [
  'title',
  'text',
  'signedIn',
  'email',
  'frequency',
  'daily',
  'weekly',
  'sending',
  'submit',
  'failed',
] as const;

const pick = (messages: AbstractIntlMessages | undefined, keys: readonly string[]) =>
  Object.fromEntries(keys.flatMap((k) => (messages?.[k] === undefined ? [] : [[k, messages[k]]])));

/**
 * The props every search page gives its island besides the results: the strings, the
 * request's clock and what the lazily loaded job alert form needs.
 */
export async function searchIslandContext(board: BoardConfig, locale: Locale) {
  const [text, cardActions, now, messages, timeZone, privacy] = await Promise.all([
    searchText(board, locale),
    offerCardActions(board, locale),
    getNow({ locale }),
    getMessages({ locale }),
    getTimeZone({ locale }),
    privacyNoticeTexts(board, locale, 'jobAlert'),
  ]);
  const offers = messages.offers as Record<string, AbstractIntlMessages> | undefined;
  const alertRuntime: JobAlertRuntime = {
    locale,
    // Its `http` messages are the island's toasts, added by JobAlertLazy (sent once).
    messages: { offers: { alerts: pick(offers?.alerts, alertFormKeys) } },
    timeZone,
    // The form reads only the key (useBoardKey) and the theme.
    board: { key: board.key, theme: board.theme },
    privacy,
  };
  const { show, hide, sort, placeNotice, emptyNear, emptyNearHint } = text.filters;
  const islandText: SearchIslandText = {
    filters: { show, hide, sort, placeNotice, emptyNear, emptyNearHint },
    list: text.list,
    toasts: text.toasts,
  };
  return { text, islandText, cardActions, now: now.toISOString(), alertRuntime };
}
