import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerOfferPublish', '/employer/offer/[id]/publish');
export const generateMetadata = route.generateMetadata;
export default route.Page;
