import type { AdServer } from './ad-server';

declare global {
  interface Window {
    /** What a Revive Adserver async tag defines once loaded, per ad server id. */
    reviveAsync?: Record<string, { refresh?: () => void } | undefined>;
  }
}

const requested = new Set<string>();

/**
 * Loads the ad server's asynchronous tag once per page life; it fills every `<ins>` of its id
 * present when it runs. Zones that mount later (a lazy zone scrolled near, a client navigation)
 * ask the loaded tag to look again. Inserted by our own nonce'd code, so 'strict-dynamic'
 * trusts it.
 */
export function loadAdTag(server: AdServer): void {
  if (requested.has(server.scriptUrl)) {
    window.reviveAsync?.[server.id]?.refresh?.();
    return;
  }
  requested.add(server.scriptUrl);
  const script = document.createElement('script');
  script.async = true;
  script.src = server.scriptUrl;
  document.head.appendChild(script);
}
