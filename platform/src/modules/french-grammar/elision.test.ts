import { createTranslator } from 'next-intl';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { elides, elision, frenchOf, inSentence } from './elision';

/** One French namespace file: sections of messages, as the translator reads them. */
const frenchNamespace = <Shape>(file: string): Shape =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../../messages/fr', `${file}.json`), 'utf8'),
  );

describe('French articles before names (issue 19 item 8)', () => {
  it('elides before vowels and mute h, not before consonants or aspirated h', () => {
    expect(frenchOf('Emplois Hôtellerie Québec')).toBe('d’Emplois Hôtellerie Québec');
    expect(frenchOf('Carrières Nord')).toBe('de Carrières Nord');
    expect(elides('hôte d’accueil')).toBe(true);
    expect(elides('Homard')).toBe(false);
    expect(elides('Écailler')).toBe(true);
    expect(elision('serveur')).toBe('no');
  });

  it('puts a catalogue name in lower case inside a sentence, acronyms kept', () => {
    expect(inSentence('Cuisinier')).toBe('cuisinier');
    expect(inSentence('Préposé à l’entretien')).toBe('préposé à l’entretien');
    expect(inSentence('TI')).toBe('TI');
  });

  it('landing titles and descriptions read as French sentences', () => {
    const t = createTranslator({
      locale: 'fr',
      messages: { offers: frenchNamespace<Record<string, Record<string, string>>>('offers') },
      namespace: 'offers.landing',
    });
    const cook = { specialization: 'cuisinier', elision: 'no' };
    const helper = { specialization: 'aide-cuisinier', elision: 'yes' };
    expect(t('titleCity', { ...cook, city: 'Montréal' })).toBe('Emplois de cuisinier à Montréal');
    expect(t('titleSpecialization', helper)).toBe('Emplois d’aide-cuisinier');
    expect(
      t('descriptionCity', { ...helper, city: 'Laval', field: 'hôtellerie et restauration' }),
    ).toBe('Les offres d’emploi d’aide-cuisinier à Laval, en hôtellerie et restauration.');
  });

  it('board names in messages take the article they need', () => {
    const t = createTranslator({
      locale: 'fr',
      messages: { contact: frenchNamespace<Record<string, string>>('contact') },
    });
    const board = 'Emplois Hôtellerie Québec';
    expect(t('contact.metaDescription', { board, elision: elision(board) })).toMatch(
      /^Écrivez à l’équipe d’Emplois Hôtellerie Québec/,
    );
  });
});
