import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerOfferPublish', '/employer/offer/[id]/publish', {
  access: 'can-publish-offer',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
