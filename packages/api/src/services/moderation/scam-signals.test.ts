import { describe, expect, it } from 'vitest';
import {
  folded,
  hourlyPay,
  scamScore,
  scamSignals,
  type OfferFacts,
  type ScamSignalCode,
} from './scam-signals';

const clean: OfferFacts = {
  texts: [
    'Cuisinier de soir',
    '<p>Restaurant familial cherche cuisinier. Formation payée, repas fournis, uniforme fourni. Écrivez à emplois@bistro-laurier.ca.</p>',
    'Evening cook',
    '<p>Family restaurant looking for a cook. Paid training, meals and uniform provided. Apply on our website.</p>',
  ],
  companyName: 'Bistro Laurier',
  hourlyPay: 21.5,
  teamOffersInBurst: 1,
  teamAgeDays: 400,
};

const codes = (facts: Partial<OfferFacts>) =>
  scamSignals({ ...clean, ...facts }).map((s) => s.code);
const withText = (text: string) => ({ texts: [...clean.texts, text] });

describe('scamSignals', () => {
  it('finds nothing in an ordinary offer: paid training, a uniform, a company address', () => {
    expect(scamSignals(clean)).toEqual([]);
    expect(scamScore(scamSignals(clean))).toBe(0);
  });

  const phrases: [ScamSignalCode, string, string, string][] = [
    // code, positive text, its evidence, a negative text close to it
    [
      'payment_asked',
      '<p>Des frais d’inscription de 150 $ sont exigés.</p>',
      'frais d’inscription',
      'Aucuns frais pour les candidats; inscription au registre des employés.',
    ],
    [
      'payment_asked',
      'You must pay a deposit before your first shift.',
      'pay a deposit',
      'We pay weekly by direct deposit.',
    ],
    [
      'payment_asked',
      'A TRAINING FEE of $99 applies.',
      'TRAINING FEE',
      'Training is paid: no fee whatsoever.',
    ],
    [
      'gift_cards',
      'Achetez des cartes-cadeaux pour le matériel.',
      'cartes-cadeaux',
      'Nous offrons une carte de membre du personnel.',
    ],
    ['gift_cards', 'Reimbursed in Steam cards.', 'Steam cards', 'Staff card included.'],
    ['crypto', 'Salaire versé en Bitcoin.', 'Bitcoin', 'Salaire versé chaque jeudi.'],
    [
      'messaging_app',
      'Contactez-moi sur WhatsApp seulement.',
      'WhatsApp',
      'Contactez-nous par courriel ou par téléphone.',
    ],
    [
      'link_shortener',
      'Postulez ici : https://bit.ly/3xYzAbc',
      'bit.ly/3xYzAbc',
      'Postulez ici : https://bistro-laurier.ca/emplois',
    ],
  ];

  it.each(phrases)('%s: raised by "%s", quoted as written', (code, text, evidence, negative) => {
    const signals = scamSignals({ ...clean, ...withText(text) });
    expect(signals).toContainEqual(expect.objectContaining({ code, evidence }));
    expect(codes(withText(negative))).toEqual([]);
  });

  it('personal_email: a webmail address under a company name, not a company domain', () => {
    const signals = scamSignals({ ...clean, ...withText('Écrivez à bistro.laurier@Gmail.com') });
    expect(signals).toEqual([
      {
        code: 'personal_email',
        weight: 20,
        evidence: 'bistro.laurier@Gmail.com (Bistro Laurier)',
      },
    ]);
    // No company to impersonate: a confidential offer with a personal address is no signal.
    expect(codes({ ...withText('Écrivez à moi@gmail.com'), companyName: null })).toEqual([]);
  });

  it('pay_above_market: above the board’s hourly limit, not at it', () => {
    expect(scamSignals({ ...clean, hourlyPay: 120 })).toEqual([
      { code: 'pay_above_market', weight: 30, evidence: '120.00 $/h > 75 $/h' },
    ]);
    expect(codes({ hourlyPay: 75 })).toEqual([]);
    expect(
      scamSignals(
        { ...clean, hourlyPay: 40 },
        {
          maxHourlyPay: 35,
          burst: { offers: 5, minutes: 10, newTeamDays: 7 },
        },
      ).map((s) => s.code),
    ).toEqual(['pay_above_market']);
  });

  it('burst_from_new_team: many offers in minutes from a new team only', () => {
    expect(codes({ teamOffersInBurst: 6, teamAgeDays: 1 })).toEqual(['burst_from_new_team']);
    expect(codes({ teamOffersInBurst: 6, teamAgeDays: 30 })).toEqual([]);
    expect(codes({ teamOffersInBurst: 2, teamAgeDays: 1 })).toEqual([]);
  });

  it('adds the weights up, strongest first', () => {
    const signals = scamSignals({
      ...clean,
      ...withText('Frais de formation à payer par virement Western Union. WhatsApp: 514-555-0100'),
      hourlyPay: 90,
    });
    expect(signals.map((s) => s.code)).toEqual([
      'payment_asked',
      'messaging_app',
      'pay_above_market',
    ]);
    expect(scamScore(signals)).toBe(110);
  });
});

describe('folded', () => {
  it('keeps one character for one, so offsets match the original', () => {
    const text = 'Frais d’INSCRIPTION à Montréal';
    expect(folded(text)).toBe("frais d'inscription a montreal");
    expect(folded(text)).toHaveLength(text.length);
  });
});

describe('hourlyPay', () => {
  it('reads the top of the range per hour as the search does', () => {
    expect(hourlyPay({ min: 18, max: 22, period: 'hour' })).toBe(22);
    expect(hourlyPay({ min: 41_600, max: null, period: 'year' })).toBe(20);
    expect(hourlyPay({ min: null, max: 800, period: 'week' })).toBe(20);
    expect(hourlyPay(null)).toBeNull();
  });
});
