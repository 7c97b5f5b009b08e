'use client';

import { parseKeyedLines } from './keyed-lines';

const options = (lines: string) =>
  parseKeyedLines(lines).map(([slug, label]) => (
    <option key={slug} value={slug}>
      {label}
    </option>
  ));

/**
 * The city select's two groups of options, from one string: keyedLines of the short list, a blank
 * line, then keyedLines of the rest (placeLines in search-filters.tsx). The server renders them into
 * the HTML like any option; a client component, so that the page's flight data carries that
 * string rather than 49 option elements, as it would for a server component's output (issue 16:
 * every search page's HTML).
 */
export function PlaceOptions({
  groups,
  places,
}: {
  groups: readonly [main: string, others: string];
  places: string;
}) {
  const [main = '', others = ''] = places.split('\n\n');
  return (
    <>
      <optgroup label={groups[0]}>{options(main)}</optgroup>
      <optgroup label={groups[1]}>{options(others)}</optgroup>
    </>
  );
}
