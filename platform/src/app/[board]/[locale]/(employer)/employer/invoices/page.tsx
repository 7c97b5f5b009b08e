import { invoicesRoute as route } from '@/modules/billing/billing-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
