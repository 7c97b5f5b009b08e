'use client';

import { useEffect, useRef, useState } from 'react';
import type { AdServer } from './ad-server';
import { loadAdTag } from './ad-tag';
import { useAdConsent } from './use-ad-consent';

export interface AdLiveProps {
  zoneId: number | string;
  server: AdServer;
  className: string | undefined;
}

/**
 * The live part of an ad zone (AdSlot renders the rest on the server): after the visitor
 * accepted cookies and once the zone comes within 200 px of the screen, the ad server's zone
 * tag (Revive Adserver's asynchronous form), which its script fills. Before that, only a hidden
 * marker to watch the zone from.
 */
export function AdLive({ zoneId, server, className }: AdLiveProps) {
  // Before the visitor accepts cookies no ad code runs.
  const consented = useAdConsent();
  const marker = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const live = consented && near;
  useEffect(() => {
    const zone = marker.current?.closest('[data-ad-zone]');
    if (!zone || !consented || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(zone);
    return () => observer.disconnect();
  }, [consented, near]);
  useEffect(() => {
    marker.current?.closest('[data-ad-zone]')?.setAttribute('data-ad-state', live ? 'ad' : 'house');
    if (live) loadAdTag(server);
  }, [live, server]);
  return (
    <>
      <span ref={marker} hidden />
      {live ? (
        <ins data-revive-zoneid={zoneId} data-revive-id={server.id} className={className} />
      ) : null}
    </>
  );
}
