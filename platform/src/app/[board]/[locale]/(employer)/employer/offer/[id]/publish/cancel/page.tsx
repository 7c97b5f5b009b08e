import { publishCancelRoute as route } from '@/modules/publishing/server';

export const generateMetadata = route.generateMetadata;
export default route.Page;
