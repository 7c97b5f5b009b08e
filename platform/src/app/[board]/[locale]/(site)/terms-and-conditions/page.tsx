import { staticPageRoute } from '@/modules/static-pages/static-page-route';

const route = staticPageRoute('terms-and-conditions');
export const generateMetadata = route.generateMetadata;
export default route.Page;
