import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerCompanyEdit', '/employer/companies/[id]/edit');
export const generateMetadata = route.generateMetadata;
export default route.Page;
