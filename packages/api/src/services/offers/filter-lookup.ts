import type { ServiceContext } from '../../context';
import { MAX_INT } from '../../contracts/common';
import { cityIdIndex } from '../catalogue/cities';
import { attributeIndex } from '../catalogue/offer-attributes';

export interface FilterLookup {
  /** Digits: a city id; anything else: a city slug. */
  city?: string;
  specializations?: number[];
  schedules?: number[];
  attribute?: number;
}

export interface FoundFilterIds {
  city_id: number | null;
  /** The ids found among those asked (each once); null when none were asked. */
  specializations: number[] | null;
  schedules: number[] | null;
  attribute_id: number | null;
}

/**
 * The filter ids of a search that exist for the board, answered from the in-memory
 * dictionaries instead of a database round trip: a city by id or slug; specializations and
 * schedules of that type, shared or the board's own; an attribute of any type, shared or the
 * board's own (another board's is unknown here).
 */
export async function lookUpFilterIds(
  ctx: ServiceContext,
  lookup: FilterLookup,
): Promise<FoundFilterIds> {
  const [cities, attributes] = await Promise.all([
    lookup.city ? cityIdIndex(ctx.db) : null,
    lookup.specializations || lookup.schedules || lookup.attribute !== undefined
      ? attributeIndex(ctx.db)
      : null,
  ]);
  const onBoard = (id: number, type?: string) => {
    const entry = attributes?.get(id);
    if (!entry || (entry.board !== null && entry.board !== ctx.board)) return false;
    return type === undefined || entry.dto.type === type;
  };
  const known = (ids: number[] | undefined, type: string) =>
    ids ? [...new Set(ids)].filter((id) => onBoard(id, type)) : null;
  const city = lookup.city
    ? /^\d+$/.test(lookup.city)
      ? cities?.get(Math.min(Number(lookup.city), MAX_INT))
      : cities?.get(lookup.city)
    : undefined;
  return {
    city_id: city ?? null,
    specializations: known(lookup.specializations, 'specialization'),
    schedules: known(lookup.schedules, 'schedule'),
    attribute_id:
      lookup.attribute !== undefined && onBoard(lookup.attribute) ? lookup.attribute : null,
  };
}
