'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * The page's hreflang alternate in `target` (path and query), or null when the page declares
 * none or declares the current path itself. Read again when the head changes: after a client-side
 * navigation the new page's metadata may land after its pathname.
 */
export function useDeclaredAlternate(target: Locale, pathname: string): string | null {
  const [declared, setDeclared] = useState<string | null>(null);
  useEffect(() => {
    const read = () => {
      const link = document.querySelector<HTMLLinkElement>(
        `link[rel="alternate"][hreflang="${target}-CA"]`,
      );
      const href = link ? new URL(link.href) : null;
      setDeclared(href && href.pathname !== pathname ? href.pathname + href.search : null);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.head, { childList: true, subtree: true, attributes: true });
    return () => observer.disconnect();
  }, [pathname, target]);
  return declared;
}
