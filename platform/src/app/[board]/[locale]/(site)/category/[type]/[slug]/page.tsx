import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('category', '/category/[type]/[slug]');
export const generateMetadata = route.generateMetadata;
export default route.Page;
