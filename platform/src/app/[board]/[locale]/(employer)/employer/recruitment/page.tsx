import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerRecruitment', '/employer/recruitment');
export const generateMetadata = route.generateMetadata;
export default route.Page;
