/** 'Cuisinier de nuit' -> 'cuisinier-de-nuit' (the offer URL is /offer/{slug}/{id}). */
export function offerSlug(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return words || 'offer';
}
