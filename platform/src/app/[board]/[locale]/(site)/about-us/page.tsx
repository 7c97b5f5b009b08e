import { staticPageRoute } from '@/modules/static-pages/static-page-route';

const route = staticPageRoute('about-us');
export const generateMetadata = route.generateMetadata;
export default route.Page;
