/** 'Trois-Rivières' -> 'trois-rivieres', "Val-d'Or" -> 'val-d-or': ASCII slugs for URLs. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
