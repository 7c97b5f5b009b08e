import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format';

describe('formatMessage, the search island’s tiny ICU formatter', () => {
  it('fills arguments and plural branches as next-intl does', () => {
    const count = '{total, plural, =0 {Aucune offre} one {# offre} other {# offres}}';
    expect(formatMessage(count, { total: 0 }, 'fr')).toBe('Aucune offre');
    expect(formatMessage(count, { total: 1 }, 'fr')).toBe('1 offre');
    expect(formatMessage(count, { total: 1234 }, 'fr')).toBe(
      `${new Intl.NumberFormat('fr').format(1234)} offres`,
    );
    expect(
      formatMessage('{count, plural, one {# applicant} other {# applicants}}', { count: 12 }, 'en'),
    ).toBe('12 applicants');
    expect(formatMessage("Jusqu'à {max} $ {period}", { max: '22', period: "l'heure" }, 'fr')).toBe(
      "Jusqu'à 22 $ l'heure",
    );
  });

  it('selects a branch and reads a doubled apostrophe as one', () => {
    const title = 'Emplois {elision, select, yes {d’} other {de }}{specialization}';
    expect(formatMessage(title, { elision: 'yes', specialization: 'hôte' }, 'fr')).toBe(
      'Emplois d’hôte',
    );
    expect(formatMessage(title, { elision: 'no', specialization: 'barista' }, 'fr')).toBe(
      'Emplois de barista',
    );
    expect(formatMessage("l''heure", {}, 'fr')).toBe("l'heure");
  });
});
