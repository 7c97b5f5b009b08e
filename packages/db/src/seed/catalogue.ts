import type { AttributeType } from '../schema/attributes';

export const HOSPITALITY = 'hospitality';
export const CAREERS = 'careers';

export interface CategorySeed {
  key: string;
  board: string;
  labelEn: string;
  labelFr: string;
}

export interface SpecializationSeed {
  category: string;
  labelEn: string;
  labelFr: string;
  /** Offer titles written by employers; the first is the plain job title. */
  titlesFr: string[];
  titlesEn: string[];
  salary: { min: number; max: number; period: 'hour' | 'year' };
  /**
   * Employees who usually receive tips (servers, bartenders): their offers say tips apply, and
   * Quebec's lower minimum wage for tipped employees is their floor. Nobody else gets it.
   */
  tips?: boolean;
}

export const categories: CategorySeed[] = [
  { key: 'kitchen', board: HOSPITALITY, labelEn: 'Kitchen', labelFr: 'Cuisine' },
  { key: 'dining', board: HOSPITALITY, labelEn: 'Dining room', labelFr: 'Salle à manger' },
  { key: 'bar', board: HOSPITALITY, labelEn: 'Bar and café', labelFr: 'Bar et café' },
  { key: 'lodging', board: HOSPITALITY, labelEn: 'Lodging', labelFr: 'Hébergement' },
  { key: 'management', board: HOSPITALITY, labelEn: 'Management', labelFr: 'Gestion' },
  { key: 'retail', board: CAREERS, labelEn: 'Retail', labelFr: 'Commerce de détail' },
  {
    key: 'office',
    board: CAREERS,
    labelEn: 'Office and administration',
    labelFr: 'Bureau et administration',
  },
  {
    key: 'tech',
    board: CAREERS,
    labelEn: 'Information technology',
    labelFr: 'Technologies de l’information',
  },
  {
    key: 'logistics',
    board: CAREERS,
    labelEn: 'Warehouse and logistics',
    labelFr: 'Entrepôt et logistique',
  },
  { key: 'trades', board: CAREERS, labelEn: 'Skilled trades', labelFr: 'Métiers spécialisés' },
];

const hourly = (min: number, max: number) => ({ min, max, period: 'hour' as const });
const yearly = (min: number, max: number) => ({ min, max, period: 'year' as const });

export const hospitalitySpecializations: SpecializationSeed[] = [
  {
    category: 'kitchen',
    labelEn: 'Cook',
    labelFr: 'Cuisinier',
    titlesFr: [
      'Cuisinier/Cuisinière',
      'Cuisinier de ligne',
      'Cuisinier ou cuisinière de soir',
      'Cuisinier – déjeuners',
    ],
    titlesEn: ['Cook', 'Line cook', 'Evening cook', 'Breakfast cook'],
    salary: hourly(18, 26),
  },
  {
    category: 'kitchen',
    labelEn: 'Chef',
    labelFr: 'Chef',
    titlesFr: ['Chef cuisinier/Chef cuisinière', 'Chef exécutif', 'Chef de partie'],
    titlesEn: ['Head chef', 'Executive chef', 'Chef de partie'],
    salary: yearly(52000, 85000),
  },
  {
    category: 'kitchen',
    labelEn: 'Sous-chef',
    labelFr: 'Sous-chef',
    titlesFr: ['Sous-chef', 'Sous-chef de cuisine'],
    titlesEn: ['Sous-chef', 'Kitchen sous-chef'],
    salary: yearly(45000, 62000),
  },
  {
    category: 'kitchen',
    labelEn: 'Dishwasher',
    labelFr: 'Plongeur',
    titlesFr: ['Plongeur/Plongeuse', 'Plongeur de soir', 'Plongeur – fins de semaine'],
    titlesEn: ['Dishwasher', 'Evening dishwasher', 'Weekend dishwasher'],
    salary: hourly(16, 19),
  },
  {
    category: 'kitchen',
    labelEn: 'Kitchen helper',
    labelFr: 'Aide-cuisinier',
    titlesFr: ['Aide-cuisinier/Aide-cuisinière', 'Commis de cuisine'],
    titlesEn: ['Kitchen helper', 'Prep cook'],
    salary: hourly(16, 20),
  },
  {
    category: 'kitchen',
    labelEn: 'Pastry cook',
    labelFr: 'Pâtissier',
    titlesFr: ['Pâtissier/Pâtissière', 'Chef pâtissier', 'Boulanger-pâtissier'],
    titlesEn: ['Pastry cook', 'Pastry chef', 'Baker and pastry cook'],
    salary: hourly(19, 27),
  },
  {
    category: 'kitchen',
    labelEn: 'Butcher',
    labelFr: 'Boucher',
    titlesFr: ['Boucher/Bouchère', 'Boucher de restaurant'],
    titlesEn: ['Butcher', 'Restaurant butcher'],
    salary: hourly(19, 25),
  },
  {
    category: 'dining',
    labelEn: 'Server',
    labelFr: 'Serveur',
    titlesFr: ['Serveur/Serveuse', 'Serveur de banquet', 'Serveuse – terrasse'],
    titlesEn: ['Server', 'Banquet server', 'Patio server'],
    salary: hourly(13.5, 17),
    tips: true,
  },
  {
    category: 'dining',
    labelEn: 'Busser',
    labelFr: 'Commis débarrasseur',
    titlesFr: ['Commis débarrasseur', 'Aide-serveur/Aide-serveuse'],
    titlesEn: ['Busser', 'Server assistant'],
    salary: hourly(14, 17),
    tips: true,
  },
  {
    category: 'dining',
    labelEn: 'Host',
    labelFr: 'Hôte',
    titlesFr: ['Hôte/Hôtesse d’accueil', 'Hôtesse de restaurant'],
    titlesEn: ['Host', 'Restaurant host'],
    salary: hourly(16, 18),
  },
  {
    category: 'dining',
    labelEn: 'Sommelier',
    labelFr: 'Sommelier',
    titlesFr: ['Sommelier/Sommelière', 'Sommelier en chef'],
    titlesEn: ['Sommelier', 'Head sommelier'],
    salary: yearly(45000, 70000),
  },
  {
    category: 'bar',
    labelEn: 'Bartender',
    labelFr: 'Barman',
    titlesFr: ['Barman/Barmaid', 'Mixologue', 'Barman de soir'],
    titlesEn: ['Bartender', 'Mixologist', 'Evening bartender'],
    salary: hourly(14, 18),
    tips: true,
  },
  {
    category: 'bar',
    labelEn: 'Barista',
    labelFr: 'Barista',
    titlesFr: ['Barista de café', 'Barista – café de quartier'],
    titlesEn: ['Coffee shop barista', 'Barista'],
    salary: hourly(16, 19),
  },
  {
    category: 'lodging',
    labelEn: 'Housekeeping',
    labelFr: 'Entretien ménager',
    titlesFr: [
      'Préposé/Préposée à l’entretien ménager',
      'Femme de chambre / valet de chambre',
      'Gouvernante',
    ],
    titlesEn: ['Housekeeping attendant', 'Room attendant', 'Housekeeping supervisor'],
    salary: hourly(17, 21),
  },
  {
    category: 'lodging',
    labelEn: 'Front desk',
    labelFr: 'Réception',
    titlesFr: ['Réceptionniste d’hôtel', 'Agent/Agente à la réception', 'Auditeur de nuit'],
    titlesEn: ['Hotel front desk agent', 'Front desk clerk', 'Night auditor'],
    salary: hourly(17, 22),
  },
  {
    category: 'lodging',
    labelEn: 'Concierge',
    labelFr: 'Concierge',
    titlesFr: ['Concierge', 'Chasseur/Bagagiste'],
    titlesEn: ['Concierge', 'Bellhop'],
    salary: hourly(17, 22),
  },
  {
    category: 'management',
    labelEn: 'Restaurant manager',
    labelFr: 'Gérant de restaurant',
    titlesFr: ['Gérant/Gérante de restaurant', 'Directeur de la restauration', 'Maître d’hôtel'],
    titlesEn: ['Restaurant manager', 'Food and beverage director', 'Maître d’hôtel'],
    salary: yearly(50000, 80000),
  },
  {
    category: 'management',
    labelEn: 'Hotel manager',
    labelFr: 'Directeur d’hôtel',
    titlesFr: ['Directeur/Directrice d’hôtel', 'Directeur de l’hébergement'],
    titlesEn: ['Hotel manager', 'Rooms division manager'],
    salary: yearly(60000, 95000),
  },
];

export const careersSpecializations: SpecializationSeed[] = [
  {
    category: 'retail',
    labelEn: 'Cashier',
    labelFr: 'Caissier',
    titlesFr: ['Caissier/Caissière', 'Caissier de quincaillerie'],
    titlesEn: ['Cashier', 'Hardware store cashier'],
    salary: hourly(16, 18),
  },
  {
    category: 'retail',
    labelEn: 'Sales associate',
    labelFr: 'Conseiller aux ventes',
    titlesFr: ['Conseiller/Conseillère aux ventes', 'Représentant des ventes'],
    titlesEn: ['Sales associate', 'Sales representative'],
    salary: hourly(17, 23),
  },
  {
    category: 'office',
    labelEn: 'Administrative assistant',
    labelFr: 'Adjoint administratif',
    titlesFr: ['Adjoint administratif/Adjointe administrative', 'Réceptionniste de bureau'],
    titlesEn: ['Administrative assistant', 'Office receptionist'],
    salary: hourly(20, 27),
  },
  {
    category: 'office',
    labelEn: 'Accountant',
    labelFr: 'Comptable',
    titlesFr: ['Comptable', 'Technicien/Technicienne comptable'],
    titlesEn: ['Accountant', 'Accounting technician'],
    salary: yearly(50000, 80000),
  },
  {
    category: 'tech',
    labelEn: 'Developer',
    labelFr: 'Développeur',
    titlesFr: ['Développeur/Développeuse web', 'Développeur logiciel'],
    titlesEn: ['Web developer', 'Software developer'],
    salary: yearly(65000, 110000),
  },
  {
    category: 'tech',
    labelEn: 'IT support',
    labelFr: 'Soutien informatique',
    titlesFr: ['Technicien/Technicienne en soutien informatique'],
    titlesEn: ['IT support technician'],
    salary: yearly(45000, 62000),
  },
  {
    category: 'logistics',
    labelEn: 'Warehouse worker',
    labelFr: 'Préposé à l’entrepôt',
    titlesFr: ['Préposé/Préposée à l’entrepôt', 'Cariste'],
    titlesEn: ['Warehouse worker', 'Forklift operator'],
    salary: hourly(19, 24),
  },
  {
    category: 'logistics',
    labelEn: 'Truck driver',
    labelFr: 'Chauffeur',
    titlesFr: ['Chauffeur/Chauffeuse classe 1', 'Livreur'],
    titlesEn: ['Class 1 truck driver', 'Delivery driver'],
    salary: hourly(22, 30),
  },
  {
    category: 'trades',
    labelEn: 'Electrician',
    labelFr: 'Électricien',
    titlesFr: ['Électricien/Électricienne', 'Apprenti électricien'],
    titlesEn: ['Electrician', 'Apprentice electrician'],
    salary: hourly(24, 45),
  },
  {
    category: 'trades',
    labelEn: 'Mechanic',
    labelFr: 'Mécanicien',
    titlesFr: ['Mécanicien/Mécanicienne de véhicules lourds', 'Mécanicien d’entretien'],
    titlesEn: ['Heavy vehicle mechanic', 'Maintenance mechanic'],
    salary: hourly(24, 36),
  },
];

export interface PlainAttributeSeed {
  type: AttributeType;
  labelEn: string;
  labelFr: string;
  /** A board's own attribute (its field's trade skills); absent: every board offers it. */
  board?: string;
}

/**
 * Education, certifications and skills offers carry: the general ones shared by every board,
 * then each board's own, which follow its field (no mixology on the office, trade and tech board).
 */
export const sharedAttributes: PlainAttributeSeed[] = [
  { type: 'experience', labelEn: 'Entry level', labelFr: 'Débutant' },
  { type: 'experience', labelEn: 'Intermediate', labelFr: 'Intermédiaire' },
  { type: 'experience', labelEn: 'Senior', labelFr: 'Expérimenté' },
  { type: 'education', labelEn: 'High school diploma', labelFr: 'Diplôme d’études secondaires' },
  {
    type: 'education',
    labelEn: 'Vocational diploma (DEP)',
    labelFr: 'Diplôme d’études professionnelles (DEP)',
  },
  {
    type: 'education',
    labelEn: 'College diploma (DEC)',
    labelFr: 'Diplôme d’études collégiales (DEC)',
  },
  { type: 'education', labelEn: 'Bachelor’s degree', labelFr: 'Baccalauréat' },
  {
    type: 'certification',
    labelEn: 'Food hygiene and safety (MAPAQ)',
    labelFr: 'Hygiène et salubrité alimentaires (MAPAQ)',
    board: HOSPITALITY,
  },
  { type: 'certification', labelEn: 'First aid', labelFr: 'Secourisme' },
  {
    type: 'certification',
    labelEn: 'Responsible alcohol service',
    labelFr: 'Service responsable d’alcool',
    board: HOSPITALITY,
  },
  { type: 'skill', labelEn: 'Customer service', labelFr: 'Service à la clientèle' },
  { type: 'skill', labelEn: 'Teamwork', labelFr: 'Travail d’équipe' },
  { type: 'skill', labelEn: 'Mixology', labelFr: 'Mixologie', board: HOSPITALITY },
  {
    type: 'skill',
    labelEn: 'Wine knowledge',
    labelFr: 'Connaissance des vins',
    board: HOSPITALITY,
  },
  { type: 'skill', labelEn: 'Bilingualism', labelFr: 'Bilinguisme' },
  // Appended after the rows above so their ids stay what they were.
  {
    type: 'certification',
    labelEn: 'Class 1 driver’s licence',
    labelFr: 'Permis de conduire classe 1',
    board: CAREERS,
  },
  {
    type: 'certification',
    labelEn: 'Construction safety (CCQ)',
    labelFr: 'Santé et sécurité sur les chantiers (CCQ)',
    board: CAREERS,
  },
  { type: 'skill', labelEn: 'Microsoft Excel', labelFr: 'Microsoft Excel', board: CAREERS },
  {
    type: 'skill',
    labelEn: 'Accounting software',
    labelFr: 'Logiciels comptables',
    board: CAREERS,
  },
  { type: 'skill', labelEn: 'Programming', labelFr: 'Programmation', board: CAREERS },
  {
    type: 'skill',
    labelEn: 'Forklift operation',
    labelFr: 'Conduite de chariot élévateur',
    board: CAREERS,
  },
];
