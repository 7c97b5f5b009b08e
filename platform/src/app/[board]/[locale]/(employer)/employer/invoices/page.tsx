import { invoicesRoute as route } from '@/modules/billing/server';

export const generateMetadata = route.generateMetadata;
export default route.Page;
