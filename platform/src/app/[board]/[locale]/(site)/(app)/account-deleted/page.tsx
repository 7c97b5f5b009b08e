import { accountDeletedRoute as route } from '@/modules/profile/profile-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
