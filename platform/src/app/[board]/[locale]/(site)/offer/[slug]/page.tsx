import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('offerBySlug', '/offer/[slug]');
export const generateMetadata = route.generateMetadata;
export default route.Page;
