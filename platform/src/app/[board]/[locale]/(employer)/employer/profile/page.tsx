import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerProfile', '/employer/profile');
export const generateMetadata = route.generateMetadata;
export default route.Page;
