import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('skillAdd', '/profile/skills/add', { access: 'candidate' });
export const generateMetadata = route.generateMetadata;
export default route.Page;
