import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('company', '/company/[slug]/[id]');
export const generateMetadata = route.generateMetadata;
export default route.Page;
