import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('companyJobs', '/company/[slug]/[id]/jobs');
export const generateMetadata = route.generateMetadata;
export default route.Page;
