import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerCreateOffer', '/employer/create-offer', {
  access: 'can-manage-offer',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
