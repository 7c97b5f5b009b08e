import { createCompanyRoute as route } from '@/modules/employer-companies/companies-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
