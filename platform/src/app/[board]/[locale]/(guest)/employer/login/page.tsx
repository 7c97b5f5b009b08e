import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerLogin', '/employer/login', { inCard: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
