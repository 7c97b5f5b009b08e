import { employerRegisterRoute as route } from '@/modules/auth/register/register-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
