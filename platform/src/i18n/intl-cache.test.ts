import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { processIntlCache } from './intl-cache';

// A translator per request, as next-intl builds one in each render, all on the process's cache.
const translate = (messages: Record<string, string>) =>
  createTranslator({
    locale: 'fr-CA',
    messages,
    timeZone: 'America/Toronto',
    _cache: processIntlCache,
  });

describe('the process-wide cache of compiled messages', () => {
  it('compiles a message once for every later request', () => {
    const messages = { applicants: '{count, plural, one {# candidat} other {# candidats}}' };
    expect(translate(messages)('applicants', { count: 1 })).toBe('1 candidat');
    const compiled = Object.keys(processIntlCache.message).length;
    expect(compiled).toBeGreaterThan(0);
    // Another request, other values: the same entry serves it.
    expect(translate(messages)('applicants', { count: 12 })).toBe('12 candidats');
    expect(Object.keys(processIntlCache.message)).toHaveLength(compiled);
  });

  it("keeps each board's wording of a key apart", () => {
    const hospitality = translate({ lead: 'Un dépannage en {city}' });
    const careers = translate({ lead: 'Un recrutement en {city}' });
    expect(hospitality('lead', { city: 'Estrie' })).toBe('Un dépannage en Estrie');
    expect(careers('lead', { city: 'Estrie' })).toBe('Un recrutement en Estrie');
    expect(hospitality('lead', { city: 'Mauricie' })).toBe('Un dépannage en Mauricie');
  });
});
