export { LandingRoute as default } from '@/modules/landings/landing-route';
export { generateMetadata } from '@/modules/landings/landing-metadata';
