import { staticPageRoute } from '@/modules/static-pages/static-page-route';

const route = staticPageRoute('our-solution');
export const generateMetadata = route.generateMetadata;
export default route.Page;
