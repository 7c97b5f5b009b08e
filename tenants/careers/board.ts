import { defineBoard } from '@jobboard/tenancy/board-config';

const img = (file: string) => `/boards/careers/${file}`;

/** A general recruitment board: English first, paid postings, no ads. */
export default defineBoard({
  key: 'careers',
  hostnames: ['careers-north.example', 'www.careers-north.example'],
  origin: 'https://careers-north.example',
  defaultLocale: 'en',
  name: { fr: 'Carrières Nord', en: 'Careers North' },
  label: { fr: 'Emplois et carrières au Québec', en: 'Jobs and careers in Quebec' },
  title: { fr: 'Carrières Nord : emplois au Québec', en: 'Careers North: jobs in Quebec' },
  description: {
    fr: 'Des offres d’emploi vérifiées dans tous les secteurs, partout au Québec, pour bâtir votre carrière.',
    en: 'Verified job offers in every field across Quebec, to build the career you want.',
  },
  categoryWording: { fr: 'bureau, métiers et technologies', en: 'office, trade and tech' },
  professionalWording: { fr: 'professionnels', en: 'professionals' },
  contactEmail: 'hello@careers-north.example',
  atsOrigin: 'https://ats.careers-north.example',
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
    fr: {
      logo: { path: img('logo-fr.svg'), width: 250, height: 149 },
      logoLight: { path: img('logo-light-fr.svg'), width: 250, height: 149 },
    },
  },
  social: {
    linkedIn: 'https://www.linkedin.com/company/careers-north',
  },
  jobPageSlugs: { fr: 'carrieres', en: 'careers' },
  adZones: null,
  adServer: null,
  logoWidths: { header: 150, employerHeader: 150, footer: 175, guest: 200 },
  theme: {
    primary: '#1d4ed8',
    secondary: '#0f766e',
    dark: '#0b1b3a',
    background: '#f5f7fb',
    radius: 6,
    // One family for headings and text: a second sans-serif was 21 KB more of a first visit.
    fonts: { heading: 'Manrope Variable', body: 'Manrope Variable' },
  },
  features: {
    freeSingleJobPosting: false,
    staffingWording: false,
    byCreditLine: true,
    atsAlert: true,
  },
  singleJobPosting: {
    currency: 'cad',
    priceCents: 14900,
    taxes: [
      { code: 'gst', label: { fr: 'TPS (5 %)', en: 'GST (5%)' }, rate: 5 },
      { code: 'qst', label: { fr: 'TVQ (9,975 %)', en: 'QST (9.975%)' }, rate: 9.975 },
    ],
    durationDays: 30,
    reminderDaysBefore: 3,
  },
  billing: {
    legalName: 'Carrières Nord inc.',
    address: {
      line1: '1200, avenue McGill College, bureau 800',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H3B 4G7',
    },
    gstNumber: '123456789RT0001',
    qstNumber: '1234567890TQ0001',
    invoicePrefix: 'CN',
  },
  moderation: { mode: 'off', scamHoldScore: 50 },
  featuredPrices: [
    { days: 7, priceCents: 4900 },
    { days: 30, priceCents: 14900 },
  ],
  postingPackages: [
    { key: 'pack-5', postings: 5, priceCents: 59900, validityMonths: 12 },
    { key: 'pack-10', postings: 10, priceCents: 99900, validityMonths: 12 },
  ],
});
