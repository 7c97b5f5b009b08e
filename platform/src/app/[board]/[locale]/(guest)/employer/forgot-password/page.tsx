import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute('employerForgotPassword', '/employer/forgot-password', {
  inCard: true,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
