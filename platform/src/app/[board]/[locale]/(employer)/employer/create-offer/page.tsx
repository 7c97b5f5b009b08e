import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerCreateOffer', '/employer/create-offer');
export const generateMetadata = route.generateMetadata;
export default route.Page;
