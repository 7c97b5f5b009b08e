/**
 * A list of choices as one string, "key label" a line: what the server sends where elements
 * would cost twice (in the HTML and again in the flight data, issue 16), for the picker's
 * `data-options` attribute and the city select's PlaceOptions. Keys hold no space.
 */
export function keyedLines(items: readonly (readonly [key: string | number, label: string])[]) {
  return items.map(([key, label]) => `${key} ${label}`).join('\n');
}

/** keyedLines' pairs back; an empty string has none. */
export function parseKeyedLines(text: string): [key: string, label: string][] {
  return text
    ? text.split('\n').map((line) => {
        const space = line.indexOf(' ');
        return [line.slice(0, space), line.slice(space + 1)];
      })
    : [];
}
