import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('resetPassword', '/reset-password/[[...token]]', { inCard: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
