import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('offer', '/offer/[slug]/[id]');
export const generateMetadata = route.generateMetadata;
export default route.Page;
