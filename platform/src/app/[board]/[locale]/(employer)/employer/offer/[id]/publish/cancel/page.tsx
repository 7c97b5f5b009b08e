import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute(
  'employerOfferPublishCancel',
  '/employer/offer/[id]/publish/cancel',
  { access: 'can-publish-offer' },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
