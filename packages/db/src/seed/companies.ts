import { CAREERS, HOSPITALITY } from './catalogue';

export interface CompanySeed {
  board: string;
  nameFr: string;
  /** Null for employers that only go by their French name. */
  nameEn: string | null;
  kindFr: string;
  kindEn: string;
}

const h = (nameFr: string, nameEn: string | null, kindFr: string, kindEn: string): CompanySeed => ({
  board: HOSPITALITY,
  nameFr,
  nameEn,
  kindFr,
  kindEn,
});
const c = (nameFr: string, nameEn: string | null, kindFr: string, kindEn: string): CompanySeed => ({
  board: CAREERS,
  nameFr,
  nameEn,
  kindFr,
  kindEn,
});

/** Fictional employers with names that read like real Quebec ones. */
export const companySeeds: CompanySeed[] = [
  h(
    'Hôtel Le Riverain',
    'Le Riverain Hotel',
    'un hôtel-boutique de 120 chambres',
    'a 120-room boutique hotel',
  ),
  h(
    'Auberge du Lac-Brome',
    'Lac-Brome Inn',
    'une auberge quatre saisons',
    'a four-season country inn',
  ),
  h('Bistro Le Petit Moulin', null, 'un bistro de quartier', 'a neighbourhood bistro'),
  h('Café Névé des Érables', null, 'un café torréfacteur', 'a coffee roaster and café'),
  h(
    'Brasserie La Voûte',
    'La Voûte Brewpub',
    'une microbrasserie avec cuisine',
    'a brewpub with a full kitchen',
  ),
  h(
    'Château Saint-Laurent',
    'Saint-Laurent Castle Hotel',
    'un grand hôtel historique',
    'a historic grand hotel',
  ),
  h('Resto-Pub Chez Ti-Jean', null, 'un resto-pub familial', 'a family restaurant and pub'),
  h(
    'Cabane à sucre Érablière Gagnon',
    null,
    'une cabane à sucre traditionnelle',
    'a traditional sugar shack',
  ),
  h(
    'Groupe Hôtelier Boréal',
    'Boreal Hotel Group',
    'un groupe de six hôtels',
    'a group of six hotels',
  ),
  h('Pâtisserie Fleur de Sel', null, 'une pâtisserie artisanale', 'an artisan pastry shop'),
  h(
    'Le Manoir du Fjord',
    'Fjord Manor',
    'un manoir hôtelier au bord du fjord',
    'a manor hotel on the fjord',
  ),
  h(
    'Traiteur Les Saveurs du Terroir',
    'Terroir Flavours Catering',
    'un traiteur événementiel',
    'an event caterer',
  ),
  h('Restaurant L’Épi d’Or', null, 'une table gastronomique', 'a fine dining restaurant'),
  h('Chalets Mont-Blanc', 'Mont-Blanc Chalets', 'un centre de villégiature', 'a mountain resort'),
  h('La Taverne du Vieux-Port', 'Old Port Tavern', 'une taverne animée', 'a lively tavern'),
  h('Casse-Croûte Chez Gaby', null, 'un casse-croûte saisonnier', 'a seasonal snack bar'),
  h('Hôtel Aurore Boréale', 'Northern Lights Hotel', 'un hôtel d’affaires', 'a business hotel'),
  h('Bar à vin Le Cellier', 'Le Cellier Wine Bar', 'un bar à vin', 'a wine bar'),
  h('Boulangerie Le Fournil', null, 'une boulangerie de quartier', 'a neighbourhood bakery'),
  h(
    'Spa Nordique Les Cimes',
    'Les Cimes Nordic Spa',
    'un spa nordique avec restaurant',
    'a Nordic spa with a restaurant',
  ),
  h(
    'Restaurant La Fourchette Verte',
    'Green Fork Restaurant',
    'un restaurant végétarien',
    'a vegetarian restaurant',
  ),
  h('Hôtel du Parc Jarry', 'Parc Jarry Hotel', 'un hôtel urbain', 'an urban hotel'),
  h('Microbrasserie Le Houblon Sauvage', null, 'une microbrasserie', 'a microbrewery'),
  h(
    'Club de golf Les Quatre Vents',
    'Four Winds Golf Club',
    'un club de golf avec salle à manger',
    'a golf club with a dining room',
  ),
  h('Auberge de jeunesse L’Escale', 'L’Escale Hostel', 'une auberge de jeunesse', 'a youth hostel'),
  h('Café-bistro Le Quai', null, 'un café-bistro au bord de l’eau', 'a waterfront café-bistro'),
  h(
    'Centre des congrès Laurentien',
    'Laurentian Convention Centre',
    'un centre de congrès',
    'a convention centre',
  ),
  h(
    'Résidence Les Jardins d’Automne',
    'Autumn Gardens Residence',
    'une résidence pour aînés',
    'a seniors’ residence',
  ),
  c('Quincaillerie Beauchemin', null, 'une quincaillerie familiale', 'a family hardware store'),
  c('Logistique Boréale', 'Boreal Logistics', 'une entreprise de transport', 'a transport company'),
  c(
    'Électricité Rivard',
    'Rivard Electric',
    'un entrepreneur électricien',
    'an electrical contractor',
  ),
  c(
    'Solutions Numériques Alto',
    'Alto Digital Solutions',
    'une firme de logiciels',
    'a software firm',
  ),
  c(
    'Cabinet comptable Tremblay & Associés',
    'Tremblay & Associates CPA',
    'un cabinet comptable',
    'an accounting firm',
  ),
  c('Boutique Plein Air Nordet', null, 'une boutique de plein air', 'an outdoor gear store'),
];
