import { withAppProviders } from '@/modules/chrome/layouts/with-app-providers';
import { LandingRoute } from '@/modules/landings/landing-route';

// issue 16: AppProviders until this page's body is converted (the lead removes it on merge).
export default withAppProviders(LandingRoute);
export { generateMetadata } from '@/modules/landings/landing-metadata';
