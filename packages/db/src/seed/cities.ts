export interface CitySeed {
  label: string;
  region: string;
  lat: number;
  lng: number;
}

/** The spec's short list of 10, in its order; shown first everywhere cities are offered. */
export const shortListCities: CitySeed[] = [
  { label: 'Montréal', region: 'Montréal', lat: 45.5019, lng: -73.5674 },
  { label: 'Laval', region: 'Laval', lat: 45.6066, lng: -73.7124 },
  { label: 'Gatineau', region: 'Outaouais', lat: 45.4765, lng: -75.7013 },
  { label: 'Longueuil', region: 'Montérégie', lat: 45.5312, lng: -73.5181 },
  { label: 'Sherbrooke', region: 'Estrie', lat: 45.4042, lng: -71.8929 },
  { label: 'Saguenay', region: 'Saguenay–Lac-Saint-Jean', lat: 48.4284, lng: -71.0537 },
  { label: 'Lévis', region: 'Chaudière-Appalaches', lat: 46.8033, lng: -71.1779 },
  { label: 'Trois-Rivières', region: 'Mauricie', lat: 46.3432, lng: -72.5477 },
  { label: 'Terrebonne', region: 'Lanaudière', lat: 45.7, lng: -73.6473 },
  { label: 'Saint-Jean-sur-Richelieu', region: 'Montérégie', lat: 45.3071, lng: -73.2625 },
];

export const otherCities: CitySeed[] = [
  { label: 'Québec', region: 'Capitale-Nationale', lat: 46.8139, lng: -71.208 },
  { label: 'Repentigny', region: 'Lanaudière', lat: 45.7422, lng: -73.4502 },
  { label: 'Brossard', region: 'Montérégie', lat: 45.4584, lng: -73.4651 },
  { label: 'Drummondville', region: 'Centre-du-Québec', lat: 45.8838, lng: -72.4843 },
  { label: 'Saint-Jérôme', region: 'Laurentides', lat: 45.7804, lng: -74.0036 },
  { label: 'Granby', region: 'Montérégie', lat: 45.4001, lng: -72.7329 },
  { label: 'Blainville', region: 'Laurentides', lat: 45.6697, lng: -73.8825 },
  { label: 'Saint-Hyacinthe', region: 'Montérégie', lat: 45.6307, lng: -72.9568 },
  { label: 'Mirabel', region: 'Laurentides', lat: 45.6503, lng: -74.0822 },
  { label: 'Shawinigan', region: 'Mauricie', lat: 46.5667, lng: -72.75 },
  { label: 'Dollard-Des Ormeaux', region: 'Montréal', lat: 45.4942, lng: -73.8241 },
  { label: 'Rimouski', region: 'Bas-Saint-Laurent', lat: 48.4489, lng: -68.523 },
  { label: 'Châteauguay', region: 'Montérégie', lat: 45.38, lng: -73.75 },
  { label: 'Victoriaville', region: 'Centre-du-Québec', lat: 46.0571, lng: -71.9658 },
  { label: 'Saint-Eustache', region: 'Laurentides', lat: 45.565, lng: -73.9055 },
  { label: 'Mascouche', region: 'Lanaudière', lat: 45.7461, lng: -73.5998 },
  { label: 'Rouyn-Noranda', region: 'Abitibi-Témiscamingue', lat: 48.2366, lng: -79.0231 },
  { label: 'Salaberry-de-Valleyfield', region: 'Montérégie', lat: 45.2501, lng: -74.1299 },
  { label: 'Vaudreuil-Dorion', region: 'Montérégie', lat: 45.4006, lng: -74.0333 },
  { label: 'Sorel-Tracy', region: 'Montérégie', lat: 46.0431, lng: -73.1134 },
  { label: "Val-d'Or", region: 'Abitibi-Témiscamingue', lat: 48.0975, lng: -77.7828 },
  { label: 'Saint-Georges', region: 'Chaudière-Appalaches', lat: 46.1184, lng: -70.6689 },
  { label: 'Boucherville', region: 'Montérégie', lat: 45.5914, lng: -73.4363 },
  { label: 'Alma', region: 'Saguenay–Lac-Saint-Jean', lat: 48.5501, lng: -71.6491 },
  { label: 'Sept-Îles', region: 'Côte-Nord', lat: 50.2001, lng: -66.3821 },
  { label: 'Baie-Comeau', region: 'Côte-Nord', lat: 49.2217, lng: -68.1494 },
  { label: 'Thetford Mines', region: 'Chaudière-Appalaches', lat: 46.0918, lng: -71.3018 },
  { label: 'Magog', region: 'Estrie', lat: 45.2667, lng: -72.15 },
  { label: 'Joliette', region: 'Lanaudière', lat: 46.0215, lng: -73.4401 },
  { label: 'Mont-Tremblant', region: 'Laurentides', lat: 46.1185, lng: -74.5962 },
  { label: 'Rivière-du-Loup', region: 'Bas-Saint-Laurent', lat: 47.8301, lng: -69.5331 },
  { label: 'Sainte-Julie', region: 'Montérégie', lat: 45.5833, lng: -73.3333 },
  { label: 'Chambly', region: 'Montérégie', lat: 45.4497, lng: -73.2872 },
  { label: 'Saint-Bruno-de-Montarville', region: 'Montérégie', lat: 45.5333, lng: -73.35 },
  { label: 'Baie-Saint-Paul', region: 'Capitale-Nationale', lat: 47.4411, lng: -70.4989 },
  { label: 'Gaspé', region: 'Gaspésie–Îles-de-la-Madeleine', lat: 48.8316, lng: -64.4869 },
  { label: 'Percé', region: 'Gaspésie–Îles-de-la-Madeleine', lat: 48.5245, lng: -64.2132 },
  { label: 'Matane', region: 'Bas-Saint-Laurent', lat: 48.8461, lng: -67.5319 },
  { label: 'Saint-Sauveur', region: 'Laurentides', lat: 45.8964, lng: -74.1583 },
];
