import { offerApplicationsRoute as route } from '@/modules/employer-applications/server';

export const generateMetadata = route.generateMetadata;
export default route.Page;
