/** Class names joined, falsy ones left out: `cx(ui.button, large && ui.large)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
