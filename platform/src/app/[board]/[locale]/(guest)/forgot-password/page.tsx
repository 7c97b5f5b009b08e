import { forgotPasswordRoute as route } from '@/modules/auth/forgot-password-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
