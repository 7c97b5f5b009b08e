import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('profile', '/profile');
export const generateMetadata = route.generateMetadata;
export default route.Page;
