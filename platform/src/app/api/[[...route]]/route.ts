import { getApiApp } from '@jobboard/api/runtime';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Every /api/* request goes to the Hono app from packages/api. */
async function handler(request: Request): Promise<Response> {
  return (await getApiApp()).fetch(request);
}

export {
  handler as GET,
  handler as POST,
  handler as PUT,
  handler as PATCH,
  handler as DELETE,
  handler as OPTIONS,
  handler as HEAD,
};
