import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('emailConfirmation', '/email-confirmation/[[...token]]');
export const generateMetadata = route.generateMetadata;
export default route.Page;
