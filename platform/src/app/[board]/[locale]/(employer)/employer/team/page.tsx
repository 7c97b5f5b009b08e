import { teamRoute as route } from '@/modules/team/team-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;
