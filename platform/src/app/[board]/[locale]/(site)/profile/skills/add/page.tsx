import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('skillAdd', '/profile/skills/add');
export const generateMetadata = route.generateMetadata;
export default route.Page;
