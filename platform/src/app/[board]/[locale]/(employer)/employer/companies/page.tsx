import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerCompanies', '/employer/companies', {
  access: 'can-manage-company',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
