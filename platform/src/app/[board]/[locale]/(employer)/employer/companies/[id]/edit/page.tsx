import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerCompanyEdit', '/employer/companies/[id]/edit', {
  access: 'can-manage-company',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
