import { placeholderRoute } from '@/modules/placeholders/placeholder-route';
import { checkJobCategory } from '@/modules/jobs/check-job-category';

const route = placeholderRoute('jobs', '/job/[category]/[specialization]', {
  check: checkJobCategory('/job/[category]/[specialization]'),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
