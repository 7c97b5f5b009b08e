import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('skillEdit', '/profile/skills/edit/[[...id]]', {
  access: 'candidate',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
