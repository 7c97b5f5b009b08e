import { recruitmentRoute as route } from '@/modules/employer-service/service-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
