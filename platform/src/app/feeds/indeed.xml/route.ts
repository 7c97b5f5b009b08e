export { indeedFeedRoute as GET } from '@/modules/feeds/feed-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
