import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerStaffing', '/employer/staffing', { access: 'employer' });
export const generateMetadata = route.generateMetadata;
export default route.Page;
