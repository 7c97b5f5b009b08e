import { placeholderRoute } from '@/modules/placeholders/placeholder-route';

const route = placeholderRoute(
  'newsletterUnsubscribe',
  '/jobboard_news_letter/unsubscribe/[[...token]]',
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
