import { staticPageRoute } from '@/modules/static-pages/static-page-route';
import { withAppProviders } from '@/modules/chrome/layouts/with-app-providers';

const route = staticPageRoute('privacy-policy');
export const generateMetadata = route.generateMetadata;
// issue 16: AppProviders until this page's body is converted (the lead removes it on merge).
export default withAppProviders(route.Page);
