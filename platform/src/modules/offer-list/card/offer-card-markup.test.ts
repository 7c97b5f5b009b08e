import { describe, expect, it } from 'vitest';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import { offerCardContentHtml } from './offer-card-markup';
import type { OfferCardText } from '../text/offer-card-text';

const text: OfferCardText = {
  confidential: 'Confidentiel',
  featured: 'En vedette',
  otherLanguage: 'En anglais',
  published: { before: 'Publiée ', time: '{relative}', after: '' },
  distance: 'à {km} km',
  beFirst: 'Soyez parmi les premiers à postuler',
  applicants: '{count, plural, one {# candidature} other {# candidatures}}',
  salary: {
    salaryRange: '{min} à {max} $ {period}',
    salaryFrom: 'À partir de {min} $ {period}',
    salaryUpTo: "Jusqu'à {max} $ {period}",
    periods: { hour: "l'heure", week: 'par semaine', year: 'par année' },
  },
};

const now = new Date('2026-11-30T12:00:00Z');
const offer = {
  id: 7,
  slug: 'chef',
  title: 'Chef <script>alert(1)</script>',
  language: 'fr',
  featured: true,
  company: { name: 'Café "Bon" & Co' },
  city: { label: 'Québec' },
  salary: { min: 19.75, max: 26.75, period: 'hour' },
  attributes: [
    { id: 1, type: 'schedule', label: { fr: 'Temps partiel', en: 'Part time' } },
    { id: 2, type: 'sector', label: { fr: 'Hôtel', en: 'Hotel' } },
  ],
  published_at: '2026-11-29T04:54:31.123Z',
  application_count: 12,
} as unknown as OfferDto;

const render = (o: OfferDto, locale: 'fr' | 'en' = 'fr', headingLevel: 'h2' | 'h3' = 'h2') =>
  offerCardContentHtml({ offer: o, locale, text, now, headingLevel }).value;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
/** The text of the element `test id` marks, as a browser would show it. */
function textOf(markup: string, testId: string): string | undefined {
  const match = new RegExp(`data-testid="${testId}">(.*?)</p>`).exec(markup);
  return match?.[1]!.replace(/<[^>]*>/g, '').replace(/&[#\w]+;/g, (e) => entities[e] ?? e);
}

describe('offerCardContentHtml', () => {
  it('writes what an employer typed as text, in text and in attributes', () => {
    const card = render(offer);
    expect(card).toContain('>Chef &lt;script&gt;alert(1)&lt;/script&gt;</h2>');
    expect(card).not.toMatch(/<script/i);
    expect(textOf(card, 'offer-card-company')).toBe('Café "Bon" & Co · Québec');
    const hostile = render({
      ...offer,
      language: 'en"><img src=x onerror=alert(1)>',
    } as unknown as OfferDto);
    expect(hostile).not.toContain('<img');
    expect(hostile).toContain('lang="en&quot;&gt;&lt;img src=x onerror=alert(1)&gt;-CA"');
  });

  it('says the pay, the schedules and how fresh the offer is', () => {
    const card = render(offer);
    expect(textOf(card, 'offer-card-pay')).toBe("19,75 à 26,75 $ l'heure");
    expect(card).toMatch(/<span class="[^"]*featured[^"]*">En vedette<\/span>/);
    expect(card).toMatch(/<span class="[^"]*outlined[^"]*">Temps partiel<\/span>/);
    expect(card).not.toContain('Hôtel');
    expect(card).toContain('<time datetime="2026-11-29T04:54Z" title="28 novembre 2026">');
    expect(card).toContain('<span data-testid="offer-applicants">12 candidatures</span>');
  });

  it('marks a title in the other language, and the heading level follows the page', () => {
    const card = render(offer, 'en', 'h3');
    expect(card).toMatch(/<h3 class="[^"]*" lang="fr-CA">Chef .*<\/h3>/);
    expect(card).not.toContain('<h2');
    expect(card).toContain('>En anglais</span>');
    expect(render(offer)).toMatch(/<h2 class="[^"]*">/);
  });

  it('says Confidential without a company and leaves out a pay it does not have', () => {
    const card = render({ ...offer, company: null, city: null, salary: null } as OfferDto);
    expect(textOf(card, 'offer-card-company')).toBe('Confidentiel');
    expect(card).not.toContain('offer-card-pay');
  });
});
