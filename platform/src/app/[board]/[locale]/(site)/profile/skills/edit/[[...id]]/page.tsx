import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('skillEdit', '/profile/skills/edit/[[...id]]', {
  access: 'candidate',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
