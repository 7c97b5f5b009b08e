import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';
import {
  HOURS_PER_YEAR,
  canPublish,
  minimumWageMessages,
  minimumWageOn,
  minimumWageProblem,
  minimumWageRates,
  minimumWageStaleness,
  publicationProblems,
  quebecToday,
  richTextIsEmpty,
  type PublishableOffer,
} from './quebec-rules';

const ready: PublishableOffer = {
  title_fr: 'Cuisinier',
  description_fr: '<p>Cuisiner.</p>',
  requires_other_language: false,
  language_reason_fr: null,
  category_id: 1,
  schedule_ids: [41],
  city_id: 1,
  salary_period: 'hour',
  salary_min: 18,
  tips: false,
  application_deadline: null,
};

describe('minimum wage', () => {
  it('picks the rate in force on a date', () => {
    expect(minimumWageOn('2025-04-30')).toMatchObject({ general: 15.75, tipped: 12.6 });
    expect(minimumWageOn('2025-05-01')).toMatchObject({ general: 16.1, tipped: 12.9 });
    expect(minimumWageOn('2026-04-30')).toMatchObject({ general: 16.1, tipped: 12.9 });
    expect(minimumWageOn('2026-05-01')).toMatchObject({ general: 16.6, tipped: 13.3 });
    expect(minimumWageOn('2031-01-01').effective).toBe('2026-05-01');
  });

  it('refuses pay under the general rate, and under the tipped rate with tips', () => {
    const day = '2025-06-01';
    expect(minimumWageProblem({ salary_period: 'hour', salary_min: 16.09, tips: false }, day)).toBe(
      'below_minimum_wage_general_2025_05_01',
    );
    expect(minimumWageProblem({ salary_period: 'hour', salary_min: 16.1, tips: false }, day)).toBe(
      null,
    );
    expect(minimumWageProblem({ salary_period: 'hour', salary_min: 12.9, tips: true }, day)).toBe(
      null,
    );
    expect(minimumWageProblem({ salary_period: 'hour', salary_min: 12.89, tips: true }, day)).toBe(
      'below_minimum_wage_tipped_2025_05_01',
    );
    // Since May 1, 2026: 16.60 and 13.30.
    const may2026 = '2026-05-01';
    expect(
      minimumWageProblem({ salary_period: 'hour', salary_min: 16.59, tips: false }, may2026),
    ).toBe('below_minimum_wage_general_2026_05_01');
    expect(
      minimumWageProblem({ salary_period: 'hour', salary_min: 16.6, tips: false }, may2026),
    ).toBe(null);
    expect(
      minimumWageProblem({ salary_period: 'hour', salary_min: 13.29, tips: true }, may2026),
    ).toBe('below_minimum_wage_tipped_2026_05_01');
    // The rate before May 1 accepts what the new one refuses.
    expect(
      minimumWageProblem({ salary_period: 'hour', salary_min: 15.8, tips: false }, '2025-04-30'),
    ).toBe(null);
  });

  it('compares yearly pay over 2,080 hours', () => {
    expect(HOURS_PER_YEAR).toBe(2080);
    const day = '2025-06-01';
    expect(
      minimumWageProblem({ salary_period: 'year', salary_min: 33_488, tips: false }, day),
    ).toBe(null);
    expect(
      minimumWageProblem({ salary_period: 'year', salary_min: 33_487.99, tips: false }, day),
    ).toBe('below_minimum_wage_general_2025_05_01');
  });

  it('quotes the minimum in both languages', () => {
    const m = minimumWageMessages.below_minimum_wage_general_2025_05_01!;
    expect(m.fr).toContain('16,10 $');
    expect(m.fr).toContain('1er mai 2025');
    expect(m.en).toContain('$16.10 an hour since May 1, 2025');
    expect(minimumWageMessages.below_minimum_wage_tipped_2025_05_01!.en).toContain('$12.90');
    expect(minimumWageMessages.below_minimum_wage_general_2026_05_01!.fr).toContain('16,60 $');
  });

  it('reads today in Quebec time', () => {
    // 03:00 UTC on May 1 is still April 30 in Montreal.
    expect(quebecToday(new Date('2025-05-01T03:00:00Z'))).toBe('2025-04-30');
  });
});

describe('the rate table', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the official source of every rate, in date order', () => {
    const days = minimumWageRates.map((r) => r.effective);
    expect(days).toEqual([...days].sort());
    for (const rate of minimumWageRates) {
      expect(rate.source.title).not.toBe('');
      expect(rate.source.url).toMatch(/^https:\/\//);
    }
  });

  it('is current up to 13 months after its latest rate, then warns', () => {
    // The latest line is May 1, 2026: current until June 1, 2027 in Quebec.
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-05-15T12:00:00Z'));
    expect(minimumWageStaleness()).toBe(null);
    vi.setSystemTime(new Date('2027-06-01T12:00:00Z'));
    expect(minimumWageStaleness()).toBe(null);
    vi.setSystemTime(new Date('2027-06-02T12:00:00Z'));
    expect(minimumWageStaleness()).toMatch(/stale.*2026-05-01.*quebec-rules\.ts/s);
  });

  it('counts the 13 months from the latest line of any table, on Quebec time', () => {
    const old = minimumWageRates.filter((r) => r.effective <= '2025-05-01');
    expect(minimumWageStaleness(new Date('2026-06-01T12:00:00Z'), old)).toBe(null);
    // 02:00 UTC on June 2 is still June 1 in Quebec.
    expect(minimumWageStaleness(new Date('2026-06-02T02:00:00Z'), old)).toBe(null);
    expect(minimumWageStaleness(new Date('2026-06-02T12:00:00Z'), old)).toContain('2025-05-01');
  });
});

describe('publication problems', () => {
  it('accepts a complete offer', () => {
    expect(publicationProblems(ready, '2025-06-01')).toEqual([]);
    expect(canPublish(ready, '2025-06-01')).toBe(true);
  });

  it('needs the French title and description (Charter of the French language)', () => {
    expect(
      publicationProblems({ ...ready, title_fr: ' ', description_fr: '<p><br></p>' }, '2025-06-01'),
    ).toEqual(['french_title_missing', 'french_description_missing']);
  });

  it('needs the reason when another language is required', () => {
    expect(publicationProblems({ ...ready, requires_other_language: true }, '2025-06-01')).toEqual([
      'language_reason_missing',
    ]);
    expect(
      publicationProblems(
        { ...ready, requires_other_language: true, language_reason_fr: 'Clientèle' },
        '2025-06-01',
      ),
    ).toEqual([]);
  });

  it('checks the pay against the rate of the day and the deadline', () => {
    expect(publicationProblems({ ...ready, salary_min: 15 }, '2025-06-01')).toEqual([
      'below_minimum_wage',
    ]);
    expect(
      publicationProblems({ ...ready, application_deadline: '2025-05-31' }, '2025-06-01'),
    ).toEqual(['deadline_passed']);
    expect(
      publicationProblems({ ...ready, category_id: null, city_id: null }, '2025-06-01'),
    ).toEqual(['attributes_missing', 'specifications_missing']);
  });

  it('refuses pay on a volunteer offer', () => {
    const volunteer = { ...ready, schedule_ids: [scheduleAttributeId.volunteer] };
    expect(publicationProblems(volunteer, '2025-06-01')).toEqual(['volunteer_with_pay']);
  });

  it('sees an empty rich text as empty', () => {
    expect(richTextIsEmpty('<p>&nbsp;</p>')).toBe(true);
    expect(richTextIsEmpty('<p>a</p>')).toBe(false);
  });
});
