import { describe, expect, it } from 'vitest';
import { foldPlaceName, placeLabel, splitProvince } from './place-names';

describe('foldPlaceName (issue 46, item 11)', () => {
  it('folds accents, case and punctuation', () => {
    expect(foldPlaceName('Trois-Rivières')).toBe('trois rivieres');
    expect(foldPlaceName('  LÉVIS ')).toBe('levis');
    expect(foldPlaceName("Val-d'Or")).toBe('val d or');
    expect(foldPlaceName('Val d’Or')).toBe('val d or');
    expect(foldPlaceName('Sept-Îles')).toBe('sept iles');
    expect(foldPlaceName('Cœur-de-Lion')).toBe('coeur de lion');
  });

  it('reads St-, St., Ste- and Sainte- as Saint and Sainte, whatever the case', () => {
    const saintJerome = foldPlaceName('Saint-Jérôme');
    for (const typed of ['St-Jérôme', 'st jerome', 'ST. JÉRÔME', 'saint jerome', 'St-Jerome'])
      expect(foldPlaceName(typed)).toBe(saintJerome);
    const sainteJulie = foldPlaceName('Sainte-Julie');
    for (const typed of ['Ste-Julie', 'ste julie', 'STE. JULIE', 'sainte-julie'])
      expect(foldPlaceName(typed)).toBe(sainteJulie);
    expect(foldPlaceName('St. Catharines')).toBe(foldPlaceName('Saint Catharines'));
    expect(foldPlaceName("St. John's")).toBe('saint john s');
    // A word that merely starts with the letters is left alone.
    expect(foldPlaceName('Stoneham')).toBe('stoneham');
    expect(foldPlaceName('Steinbach')).toBe('steinbach');
  });

  it('reads the common abbreviations', () => {
    expect(foldPlaceName('Mtl')).toBe('montreal');
    expect(foldPlaceName('Mt-Tremblant')).toBe(foldPlaceName('Mont-Tremblant'));
    expect(foldPlaceName('Mount Pearl')).toBe(foldPlaceName('Mt. Pearl'));
    expect(foldPlaceName('Ft McMurray')).toBe(foldPlaceName('Fort McMurray'));
    expect(foldPlaceName('Quebec City')).toBe(foldPlaceName('Québec'));
    expect(foldPlaceName('qc')).toBe('quebec');
  });

  it('keeps a typed prefix a prefix of the folded name', () => {
    expect(foldPlaceName('Saint-Jean-sur-Richelieu').startsWith(foldPlaceName('st-j'))).toBe(true);
    expect(foldPlaceName('Vancouver').startsWith(foldPlaceName('VANC'))).toBe(true);
  });
});

describe('provinces', () => {
  it('labels a place with the province symbol in both languages', () => {
    expect(placeLabel('Vancouver', 'BC')).toBe('Vancouver (BC)');
  });

  it('reads a province after a name, by symbol or by name, in English or French', () => {
    const split = (text: string) => splitProvince(foldPlaceName(text));
    expect(split('Vancouver (BC)')).toEqual({ name: 'vancouver', code: 'BC' });
    expect(split('Vancouver, Colombie-Britannique')).toEqual({ name: 'vancouver', code: 'BC' });
    expect(split('Vancouver, British Columbia, Canada')).toEqual({ name: 'vancouver', code: 'BC' });
    expect(split('Lévis (Qc)')).toEqual({ name: 'levis', code: 'QC' });
    expect(split('Moncton N.-B.')).toEqual({ name: 'moncton', code: 'NB' });
    expect(split('Toronto Ont.')).toEqual({ name: 'toronto', code: 'ON' });
    expect(split('Vancouver')).toBeNull();
    expect(split('Ontario')).toBeNull();
  });
});
