import { defineBoard } from '@jobboard/tenancy/board-config';

const img = (file: string) => `/boards/hospitality/${file}`;

/** Hospitality and catering jobs in Quebec: the spec's one configured board. */
export default defineBoard({
  key: 'hospitality',
  hostnames: ['emplois-hotellerie.example', 'www.emplois-hotellerie.example'],
  origin: 'https://emplois-hotellerie.example',
  defaultLocale: 'fr',
  name: { fr: 'Emplois Hôtellerie Québec', en: 'Quebec Hospitality Jobs' },
  label: { fr: 'Emplois en hôtellerie et restauration', en: 'Hospitality and catering jobs' },
  title: {
    fr: 'Emplois en hôtellerie et restauration au Québec',
    en: 'Hospitality and catering jobs in Quebec',
  },
  description: {
    fr: "Trouvez un emploi en cuisine, en salle ou à l'hébergement partout au Québec : cuisiniers, serveurs, plongeurs, préposés à l'entretien ménager et plus.",
    en: 'Find kitchen, dining room and lodging jobs across Quebec: cooks, servers, dishwashers, housekeeping attendants and more.',
  },
  categoryWording: { fr: 'hôtellerie et restauration', en: 'hospitality and catering' },
  professionalWording: { fr: "professionnels de l'hôtellerie", en: 'hospitality professionals' },
  contactEmail: 'bonjour@emplois-hotellerie.example',
  atsOrigin: 'https://ats.emplois-hotellerie.example',
  images: {
    favicon: img('favicon.svg'),
    logo: img('logo.svg'),
    logoLight: img('logo-light.svg'),
    homeHero: img('home-hero.svg'),
    ogImage: img('og-image.png'),
  },
  compressedImages: {
    logo: { path: img('logo.svg'), width: 250, height: 149 },
    logoLight: { path: img('logo-light.svg'), width: 250, height: 149 },
    homeHero: { path: img('home-hero.svg'), width: 960, height: 300 },
  },
  localizedLogos: {
    en: {
      logo: { path: img('logo-en.svg'), width: 250, height: 149 },
      logoLight: { path: img('logo-light-en.svg'), width: 250, height: 149 },
    },
  },
  social: {
    facebook: 'https://www.facebook.com/emploishotellerie',
    linkedIn: 'https://www.linkedin.com/company/emplois-hotellerie',
    instagram: 'https://www.instagram.com/emploishotellerie',
  },
  fbAppId: '1234567890',
  jobPageSlugs: { fr: 'hotellerie-restauration', en: 'hospitality-catering' },
  adZones: { leaderboard: 16981, bigBox: 16982, mobile: 16983 },
  adServer: {
    scriptUrl: 'https://ads.emplois-hotellerie.example/www/delivery/asyncjs.php',
    id: '727bec5e09208690b050ccfc6a45d384',
  },
  logoWidths: { header: 130, employerHeader: 90, footer: 110, guest: 150 },
  theme: {
    primary: '#9b2335',
    secondary: '#1f6f6b',
    dark: '#2b1216',
    background: '#fbf7f4',
    radius: 10,
    // Fraunces carries the board's look in the headings; the text is in the device's own font:
    // two web families do not fit a first visit's 30 KiB of fonts (issue 44).
    fonts: { heading: 'Fraunces Variable', body: 'system-ui' },
  },
  features: {
    freeSingleJobPosting: true,
    staffingWording: true,
    byCreditLine: false,
    atsAlert: false,
  },
  singleJobPosting: {
    currency: 'cad',
    priceCents: 9900,
    taxes: [
      { code: 'gst', label: { fr: 'TPS (5 %)', en: 'GST (5%)' }, rate: 5 },
      { code: 'qst', label: { fr: 'TVQ (9,975 %)', en: 'QST (9.975%)' }, rate: 9.975 },
    ],
    durationDays: 30,
    reminderDaysBefore: 3,
  },
  billing: {
    legalName: 'Emplois Hôtellerie Québec inc.',
    address: {
      line1: '500, Grande Allée Est, bureau 300',
      city: 'Québec',
      province: 'QC',
      postalCode: 'G1R 2J7',
    },
    gstNumber: '987654321RT0001',
    qstNumber: '9876543210TQ0001',
    invoicePrefix: 'HQ',
  },
  moderation: { mode: 'new-employers', scamHoldScore: 50 },
  // A free board: employers post at no charge, and nothing paid buys precedence over them.
  featuredPrices: [],
  postingPackages: [],
});
