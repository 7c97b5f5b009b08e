import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerOfferEdit', '/employer/offer/[id]/edit');
export const generateMetadata = route.generateMetadata;
export default route.Page;
