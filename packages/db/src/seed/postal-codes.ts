/**
 * A forward sortation area (the postal code's first three characters, Canada Post) of each demo
 * city, so demo offers carry postal codes of their own town: what an employer types in the
 * offer wizard, and what JobPosting JSON-LD and the Indeed feed give.
 */
export const cityPostalAreas: Readonly<Record<string, string>> = {
  Montréal: 'H2X',
  Laval: 'H7N',
  Gatineau: 'J8X',
  Longueuil: 'J4K',
  Sherbrooke: 'J1H',
  Saguenay: 'G7H',
  Lévis: 'G6V',
  'Trois-Rivières': 'G9A',
  Terrebonne: 'J6W',
  'Saint-Jean-sur-Richelieu': 'J3B',
  Québec: 'G1R',
  Repentigny: 'J6A',
  Brossard: 'J4W',
  Drummondville: 'J2B',
  'Saint-Jérôme': 'J7Z',
  Granby: 'J2G',
  Blainville: 'J7C',
  'Saint-Hyacinthe': 'J2S',
  Mirabel: 'J7J',
  Shawinigan: 'G9N',
  'Dollard-Des Ormeaux': 'H9A',
  Rimouski: 'G5L',
  Châteauguay: 'J6J',
  Victoriaville: 'G6P',
  'Saint-Eustache': 'J7R',
  Mascouche: 'J7K',
  'Rouyn-Noranda': 'J9X',
  "Val-d'Or": 'J9P',
  'Salaberry-de-Valleyfield': 'J6T',
  'Vaudreuil-Dorion': 'J7V',
  'Sorel-Tracy': 'J3P',
  'Saint-Georges': 'G5Y',
  Boucherville: 'J4B',
  Alma: 'G8B',
  'Sept-Îles': 'G4R',
  'Baie-Comeau': 'G4Z',
  'Thetford Mines': 'G6G',
  Magog: 'J1X',
  Joliette: 'J6E',
  'Mont-Tremblant': 'J8E',
  'Rivière-du-Loup': 'G5R',
  'Sainte-Julie': 'J3E',
  Chambly: 'J3L',
  'Saint-Bruno-de-Montarville': 'J3V',
  'Baie-Saint-Paul': 'G3Z',
  Gaspé: 'G4X',
  Percé: 'G0C',
  Matane: 'G4W',
  'Saint-Sauveur': 'J0R',
};

/** Letters a postal code may hold after its first (Canada Post uses no D, F, I, O, Q, U). */
const letters = 'ABCEGHJKLMNPRSTVWXYZ';

/**
 * The demo postal code of an offer: its city's area and a local unit drawn from the offer's id,
 * so it takes no draw from the seed's random sequence (every other seeded value stays the same).
 * A city with no known area gets Montréal's.
 */
export function demoPostalCode(cityLabel: string, offerId: number): string {
  const area = cityPostalAreas[cityLabel] ?? 'H2X';
  const n = Math.abs(Math.trunc(offerId));
  return `${area} ${n % 10}${letters[(n * 7) % letters.length]}${Math.trunc(n / 10) % 10}`;
}
