import { defineBoard } from '@jobboard/tenancy/board-config';

const img = (file: string) => `/boards/lakeside/${file}`;

/**
 * A third board, written exactly as a new tenant folder would be (tenants/<key>/board.ts plus
 * messages/). It lives under __fixtures__ so it is not served; tenants/add-a-board.test.ts
 * registers it the way tenants/registry.ts would.
 */
export default defineBoard({
  key: 'lakeside',
  hostnames: ['emplois-lacs.example'],
  origin: 'https://emplois-lacs.example',
  defaultLocale: 'fr',
  name: { fr: 'Emplois des Lacs', en: 'Lakeside Jobs' },
  label: { fr: 'Emplois en plein air', en: 'Outdoor jobs' },
  title: { fr: 'Emplois en plein air au Québec', en: 'Outdoor jobs in Quebec' },
  description: {
    fr: 'Camps, pourvoiries et parcs : des emplois saisonniers partout au Québec.',
    en: 'Camps, outfitters and parks: seasonal jobs across Quebec.',
  },
  categoryWording: { fr: 'plein air', en: 'outdoor recreation' },
  professionalWording: { fr: 'guides et moniteurs', en: 'guides and instructors' },
  contactEmail: 'info@emplois-lacs.example',
  atsOrigin: 'https://ats.emplois-lacs.example',
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
  social: {},
  jobPageSlugs: { fr: 'plein-air', en: 'outdoors' },
  adZones: null,
  adServer: null,
  logoWidths: { header: 150, employerHeader: 150, footer: 175, guest: 200 },
  theme: {
    primary: '#116149',
    secondary: '#b45309',
    dark: '#0c2a22',
    background: '#f4f8f6',
    radius: 8,
    fonts: { heading: 'Manrope Variable', body: 'Inter Variable' },
  },
  features: {
    freeSingleJobPosting: false,
    staffingWording: false,
    byCreditLine: true,
    atsAlert: true,
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
    legalName: 'Lakeside Jobs inc.',
    address: { line1: '10, rue du Lac', city: 'Magog', province: 'QC', postalCode: 'J1X 1A1' },
    gstNumber: '111222333RT0001',
    qstNumber: '1112223334TQ0001',
    invoicePrefix: 'LJ',
  },
  moderation: { mode: 'off', scamHoldScore: 50 },
});
