import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerOfferEdit', '/employer/offer/[id]/edit', {
  access: 'can-manage-offer',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
