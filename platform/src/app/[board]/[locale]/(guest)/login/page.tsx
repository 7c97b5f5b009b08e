import { loginRoute as route } from '@/modules/auth/login/login-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
