import { placeholderRoute } from '@/modules/placeholders/placeholder-route';
import { checkJobCategory } from '@/modules/jobs/check-job-category';

const route = placeholderRoute('jobs', '/job/[category]', {
  check: checkJobCategory('/job/[category]'),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
