import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('register', '/register', { inCard: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
