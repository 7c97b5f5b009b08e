import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerRecruitment', '/employer/recruitment', {
  access: 'employer',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
