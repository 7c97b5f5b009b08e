/**
 * Stand-in until the shared sanitiser lands from the employer-companies branch (the merge
 * replaces this file): it keeps no markup at all, which is safe if plain.
 */
export function sanitizeRichText(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/[<>"']/g, '');
  return text.trim() ? `<p>${text.trim()}</p>` : '';
}
