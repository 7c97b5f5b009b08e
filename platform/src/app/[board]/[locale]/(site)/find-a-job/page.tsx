import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('findAJob', '/find-a-job');
export const generateMetadata = route.generateMetadata;
export default route.Page;
