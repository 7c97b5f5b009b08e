import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('jobs', '/job');
export const generateMetadata = route.generateMetadata;
export default route.Page;
