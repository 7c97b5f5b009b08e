import {
  foldPlaceName,
  placeLabel,
  PREFERRED_PROVINCE,
  splitProvince,
  type ProvinceCode,
} from '../../contracts/place-names';
import type { GazetteerPlaceDto } from '../../contracts/places';
import { canadaPlaceLines } from './canada-places.data';

/** A place of the built-in gazetteer: the cities of Canada (canada-places.data.ts). */
export type GazetteerPlace = GazetteerPlaceDto;

interface Entry extends GazetteerPlace {
  /** The folded name ("saint jean sur richelieu") and label ("saint jean sur richelieu qc"). */
  folded: string;
  foldedLabel: string;
}

/** Suggestions a search returns at most. */
export const PLACE_SUGGESTIONS = 8;

/** 'Trois-Rivières' -> 'trois-rivieres', as the seed's city slugs. */
function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface Index {
  /** Every place, the preferred province's first, then the most populous. */
  entries: Entry[];
  bySlug: Map<string, Entry>;
  /** Places by folded name, in the entries' order. */
  byName: Map<string, Entry[]>;
}

let index: Index | undefined;

/**
 * The gazetteer, read from its generated module on first use: 1,051 short lines, parsed and
 * folded in about a millisecond, a few hundred KB in memory. Module state on purpose: it is
 * data compiled into the server, the same for every runtime, never changed.
 */
function gazetteer(): Index {
  if (index) return index;
  const lines = canadaPlaceLines.split('\n').filter(Boolean);
  const entries = lines.map((line, rank): Entry & { rank: number } => {
    const [name = '', province = '', lat = '', lng = ''] = line.split('|');
    const code = province as ProvinceCode;
    const label = placeLabel(name, code);
    return {
      slug: `${slugify(name)}-${code.toLowerCase()}`,
      name,
      province: code,
      label,
      lat: Number(lat),
      lng: Number(lng),
      folded: foldPlaceName(name),
      foldedLabel: foldPlaceName(label),
      rank,
    };
  });
  entries.sort(
    (a, b) =>
      Number(b.province === PREFERRED_PROVINCE) - Number(a.province === PREFERRED_PROVINCE) ||
      a.rank - b.rank,
  );
  const bySlug = new Map<string, Entry>();
  const byName = new Map<string, Entry[]>();
  for (const { rank: _rank, ...entry } of entries) {
    bySlug.set(entry.slug, entry);
    const list = byName.get(entry.folded);
    if (list) list.push(entry);
    else byName.set(entry.folded, [entry]);
  }
  index = { entries: [...bySlug.values()], bySlug, byName };
  return index;
}

function publicPlace({ folded: _f, foldedLabel: _l, ...place }: Entry): GazetteerPlace {
  return place;
}

/**
 * Places for what is being typed, at most `limit`: a place named exactly so first, then those
 * whose name (or "name (province)") starts with it, then those with a word starting with it.
 * Within each, Quebec's places first, then the most populous.
 */
export function suggestPlaces(query: string, limit = PLACE_SUGGESTIONS): GazetteerPlace[] {
  const q = foldPlaceName(query);
  if (!q) return [];
  const { entries } = gazetteer();
  const exact: Entry[] = [];
  const starts: Entry[] = [];
  const words: Entry[] = [];
  for (const entry of entries) {
    if (entry.folded === q || entry.foldedLabel === q) exact.push(entry);
    else if (entry.foldedLabel.startsWith(q)) starts.push(entry);
    else if (entry.folded.includes(` ${q}`)) words.push(entry);
  }
  return [...exact, ...starts, ...words].slice(0, limit).map(publicPlace);
}

/**
 * The place a text names, or null: a gazetteer slug ("vancouver-bc"), or a name, folded
 * ("vancouver", "St-Jérôme", "montreal", "Lévis, QC", "Vancouver (BC)"). A name found in
 * several provinces is Quebec's, else the most populous; a province after it chooses.
 */
export function resolvePlace(text: string): GazetteerPlace | null {
  const { bySlug, byName } = gazetteer();
  const trimmed = text.trim();
  const bySlugFound = bySlug.get(trimmed);
  if (bySlugFound) return publicPlace(bySlugFound);
  const folded = foldPlaceName(trimmed);
  if (!folded) return null;
  const named = byName.get(folded)?.[0];
  if (named) return publicPlace(named);
  const split = splitProvince(folded);
  if (!split) return null;
  const inProvince = byName.get(split.name)?.find((p) => p.province === split.code);
  return inProvince ? publicPlace(inProvince) : null;
}
