import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute(
  'employerOfferPublishSuccess',
  '/employer/offer/[id]/publish/success',
  { access: 'can-publish-offer' },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
