import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute(
  'employerOfferPublishSuccess',
  '/employer/offer/[id]/publish/success',
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
