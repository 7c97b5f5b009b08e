import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerCreateCompany', '/employer/create-company', {
  access: 'can-manage-company',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
