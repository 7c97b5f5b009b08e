import { forgotPasswordRoute as route } from '@/modules/auth/password/forgot-password-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
