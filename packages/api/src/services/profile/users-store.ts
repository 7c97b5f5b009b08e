import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { offerAttributes, type AttributeType } from '@jobboard/db/schema/attributes';
import { candidateStores } from '@jobboard/db/schema/candidates';
import type { OfferAttributeDto } from '../../contracts/attributes';
import { DomainError } from '../../errors';
import { attributeDto } from '../catalogue/attribute-dto';
import type { ProfileContext } from './profile-context';
import { savedOfferIds } from './saved-offers';

export type Preferences = Record<string, string | number | boolean | null>;

export interface StoreUserDto {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  preferences: Preferences;
  /** Ids of the saved offers, newest first. */
  offers: number[];
}

/** GET /users/get: the store's record, or 404 when it was never created (the page then creates it). */
export async function getStoreUser(ctx: ProfileContext): Promise<StoreUserDto> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      preferences: candidateStores.preferences,
    })
    .from(candidateStores)
    .innerJoin(users, eq(users.id, candidateStores.userId))
    .where(eq(candidateStores.userId, ctx.userId));
  if (!row) throw DomainError.notFound();
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    preferences: row.preferences as Preferences,
    offers: await savedOfferIds(ctx),
  };
}

/** POST /users/create: from the authentication profile; creating twice is harmless. */
export async function createStoreUser(
  ctx: ProfileContext,
): Promise<{ created: boolean; user: StoreUserDto }> {
  const inserted = await ctx.db
    .insert(candidateStores)
    .values({ userId: ctx.userId })
    .onConflictDoNothing()
    .returning({ id: candidateStores.userId });
  return { created: inserted.length > 0, user: await getStoreUser(ctx) };
}

export async function updateStorePreferences(
  ctx: ProfileContext,
  preferences: Preferences,
): Promise<StoreUserDto> {
  const updated = await ctx.db
    .update(candidateStores)
    .set({ preferences, updatedAt: ctx.now })
    .where(eq(candidateStores.userId, ctx.userId))
    .returning({ id: candidateStores.userId });
  if (updated.length === 0) throw DomainError.notFound();
  return getStoreUser(ctx);
}

/** The store must exist before its offers array changes, as the helper service requires. */
export async function requireStore(ctx: ProfileContext): Promise<void> {
  const [row] = await ctx.db
    .select({ id: candidateStores.userId })
    .from(candidateStores)
    .where(eq(candidateStores.userId, ctx.userId));
  if (!row) throw DomainError.notFound();
}

const listTypes: Record<'formations' | 'certifications' | 'secteurs' | 'roles', AttributeType> = {
  formations: 'education',
  certifications: 'certification',
  secteurs: 'category',
  roles: 'specialization',
};

/** GET /attributs/{list}: the catalogue lists the profile forms offer, with both languages. */
export async function listAttributs(
  ctx: Pick<ProfileContext, 'db' | 'board'>,
  list: keyof typeof listTypes,
): Promise<OfferAttributeDto[]> {
  const rows = await ctx.db
    .select()
    .from(offerAttributes)
    .where(
      and(
        eq(offerAttributes.type, listTypes[list]),
        or(isNull(offerAttributes.board), eq(offerAttributes.board, ctx.board)),
      ),
    )
    .orderBy(asc(offerAttributes.position), asc(offerAttributes.id));
  return rows.map(attributeDto);
}
