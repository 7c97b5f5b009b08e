import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerMyOffers', '/employer/my-offers', {
  access: 'can-manage-offer',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
