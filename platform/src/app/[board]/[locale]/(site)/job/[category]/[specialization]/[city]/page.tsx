export { LandingRoute as default } from '@/modules/offers/landing-route';
export { generateMetadata } from '@/modules/offers/landing-metadata';
