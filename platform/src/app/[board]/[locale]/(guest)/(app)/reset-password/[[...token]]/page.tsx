import { resetPasswordRoute as route } from '@/modules/auth/auth-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
