import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerStaffing', '/employer/staffing', { access: 'employer' });
export const generateMetadata = route.generateMetadata;
export default route.Page;
