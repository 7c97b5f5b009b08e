'use client';

import NextLink from 'next/link';
import { forwardRef, useEffect, useState, type ComponentProps } from 'react';
import { browserConnection, shouldPrefetch } from './prefetch-policy';
import { navigationProgress } from './progress-store';

type Props = ComponentProps<typeof NextLink>;

function isCurrentPath(href: string): boolean {
  return new URL(href, window.location.href).pathname === window.location.pathname;
}

/**
 * next/link with the spec's navigation rules: no prefetch on slow or save-data connections, and
 * the loading bar started when the link navigates. Use it (also as MUI's `component`) wherever a
 * client-side link is wanted.
 */
export const AppLink = forwardRef<HTMLAnchorElement, Props>(function AppLink(
  { prefetch, onNavigate, ...props },
  ref,
) {
  // The server cannot know the line: it renders without prefetch, and the browser decides.
  const [allowed, setAllowed] = useState(false);
  useEffect(() => setAllowed(shouldPrefetch(browserConnection())), []);
  return (
    <NextLink
      ref={ref}
      {...props}
      prefetch={allowed ? prefetch : false}
      onNavigate={(event) => {
        onNavigate?.(event);
        // A link to the page already shown changes no path, so nothing would end the bar.
        if (typeof props.href === 'string' && isCurrentPath(props.href)) return;
        navigationProgress.start();
      }}
    />
  );
});
