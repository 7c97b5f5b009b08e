import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('apply', '/offer/[slug]/[id]/apply');
export const generateMetadata = route.generateMetadata;
export default route.Page;
