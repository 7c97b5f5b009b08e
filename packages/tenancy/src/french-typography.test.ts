import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems, icuProse } from './french-typography';

const rules = (text: string, icu = false) =>
  frenchTypographyProblems(text, { icu }).map((p) => p.rule);

describe('French typography', () => {
  it('wants a non-breaking space before : ; ! ?', () => {
    expect(rules('Votre recherche: cuisinier')).toEqual(['space before punctuation']);
    expect(rules('Votre recherche : cuisinier')).toEqual(['space before punctuation']);
    expect(rules('Bienvenue!')).toEqual(['space before punctuation']);
    expect(rules('Un emploi ? Oui ; ici !')).toHaveLength(3);
    expect(rules('Votre recherche\u00a0: cuisinier\u202f; bienvenue\u00a0!')).toEqual([]);
    expect(rules('Vraiment\u00a0?!')).toEqual([]);
  });

  it('wants a non-breaking space inside « »', () => {
    expect(rules('pour « cuisinier »')).toEqual([
      'space inside guillemets',
      'space inside guillemets',
    ]);
    expect(rules('pour «cuisinier»')).toHaveLength(2);
    expect(rules('pour «\u00a0cuisinier\u202f»')).toEqual([]);
  });

  it('leaves URLs, addresses, times, tags and code alone', () => {
    expect(rules('Voir https://example.com/a?b=1 ou mailto:a@b.ca')).toEqual([]);
    expect(rules('Écrivez à bonjour@emplois.example, de 9:00 à 17:30, format 16:9')).toEqual([]);
    expect(rules('Le champ `a:b` et <a href="x?y">lien</a>')).toEqual([]);
  });

  it('reads ICU messages as their prose', () => {
    expect(icuProse('{count, plural, =0 {Aucune offre} one {# offre} other {# offres}}')).toBe(
      ' Aucune offre 1 offre 1 offres',
    );
    expect(rules('{count, plural, one {# offre} other {# offres}} pour {name}', true)).toEqual([]);
    expect(rules('{count, plural, one {# offre : voir} other {# offres}}', true)).toEqual([
      'space before punctuation',
    ]);
    expect(rules('Bonjour {name}!', true)).toEqual(['space before punctuation']);
    expect(rules('Bonjour {name}\u00a0!', true)).toEqual([]);
  });
});
