/** Abbreviations people type for Quebec place names, after folding. */
const aliases: [RegExp, string][] = [
  [/^mtl\b/, 'montreal'],
  [/^qc\b/, 'quebec'],
  [/^tr\b/, 'trois rivieres'],
  [/\bste\b/g, 'sainte'],
  [/\bst\b/g, 'saint'],
];

/** Accents, case and punctuation folded: "St-Jean" and "saint jean" compare equal. */
export function foldPlaceName(text: string): string {
  let folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (const [pattern, replacement] of aliases) folded = folded.replace(pattern, replacement);
  return folded;
}
