import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerRegister', '/employer/register', { inCard: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
