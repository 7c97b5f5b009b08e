/**
 * Whether the address bar left the URL this document was loaded for before the island listened.
 * After a client-side navigation to the page the two differ too; reading the URL then sets the
 * same filters again, which changes no key and fetches nothing.
 */
export function movedBeforeHydration(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  if (!entry) return false;
  const loaded = new URL(entry.name);
  return loaded.pathname !== window.location.pathname || loaded.search !== window.location.search;
}
