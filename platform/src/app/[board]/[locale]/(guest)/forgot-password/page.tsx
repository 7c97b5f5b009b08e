import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('forgotPassword', '/forgot-password', { inCard: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
