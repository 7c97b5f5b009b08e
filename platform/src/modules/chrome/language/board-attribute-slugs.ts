import 'server-only';
import { listOfferAttributes } from '@jobboard/api/services/catalogue/offer-attributes';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';
import { serviceContext } from '@/modules/page-routes/server';

/** The board's attributes whose slug differs between languages: the rest need no swap. */
export async function boardAttributeSlugs(board: BoardConfig): Promise<AttributeSlugs[]> {
  const attributes = await listOfferAttributes(await serviceContext(board, board.defaultLocale));
  return attributes
    .filter((a) => a.slug.fr !== a.slug.en)
    .map((a) => ({ type: a.type, slug: a.slug }));
}
