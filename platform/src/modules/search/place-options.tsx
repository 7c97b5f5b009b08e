'use client';

const options = (lines: string) =>
  lines
    ? lines.split('\n').map((line) => {
        const space = line.indexOf(' ');
        const slug = line.slice(0, space);
        return (
          <option key={slug} value={slug}>
            {line.slice(space + 1)}
          </option>
        );
      })
    : null;

/**
 * The city select's two groups of options, from one string: "slug label" a line, the short list,
 * a blank line, then the rest (placeLines in search-filters.tsx). The server renders them into
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
