import { eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import type { PlaceSearch } from '../../adapters/places/place-search';
import type { UserInfoInput } from '../../contracts/profile/user-info';
import { DomainError } from '../../errors';
import { loadAccountUser, type AccountUserDto } from '../auth/account-user';
import type { ProfileContext } from './profile-context';

/** POST .../user/info: the personal section; the location is resolved again by the adapter. */
export async function updateUserInfo(
  ctx: ProfileContext,
  places: PlaceSearch,
  input: UserInfoInput,
): Promise<AccountUserDto> {
  type Location = {
    address: string | null;
    country: string | null;
    lat: number | null;
    lng: number | null;
  };
  // Absent: unchanged; null: cleared; an id: resolved again by the adapter.
  let location: Partial<Location> = {};
  if (input.place_id === null) location = { address: null, country: null, lat: null, lng: null };
  if (input.place_id) {
    const place = await places.resolve(input.place_id, ctx.locale);
    if (!place) throw DomainError.invalid({ place_id: ['unknown_place'] });
    location = { address: place.address, country: place.country, lat: place.lat, lng: place.lng };
  }
  await ctx.db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      phoneNumber: input.phone_number || null,
      language: input.language,
      workPermit: input.work_permit,
      temporaryWork: input.temporary_work,
      ...location,
      updatedAt: ctx.now,
    })
    .where(eq(users.id, ctx.userId));
  const user = await loadAccountUser(ctx.db, ctx.userId);
  if (!user) throw DomainError.notFound();
  return user;
}
