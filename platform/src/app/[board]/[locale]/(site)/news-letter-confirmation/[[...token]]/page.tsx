import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('newsletterConfirmation', '/news-letter-confirmation/[[...token]]');
export const generateMetadata = route.generateMetadata;
export default route.Page;
