import { placeholderRoute } from '@/modules/page-routes/placeholder-route';

const route = placeholderRoute('employerOfferApplications', '/employer/offer/[id]/applications', {
  access: 'can-manage-candidate',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
