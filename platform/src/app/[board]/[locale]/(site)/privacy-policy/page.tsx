import { staticPageRoute } from '@/modules/static-pages/static-page-route';

const route = staticPageRoute('privacy-policy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
