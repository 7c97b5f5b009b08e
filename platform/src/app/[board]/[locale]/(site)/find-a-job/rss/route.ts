export { rssFeedRoute as GET } from '@/modules/feeds/feed-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
