'use client';

import { useEffect } from 'react';
import { headerHeightVariable } from './header-height-variable';

/**
 * The sticky header's height as a CSS variable on <html>, kept current as the logo loads or the
 * screen turns: fixed things (toasts) start below it instead of covering its buttons. The logo's
 * size differs per board, so no constant fits every header. Renders nothing.
 */
export function HeaderHeight({ headerId }: { headerId: string }) {
  useEffect(() => {
    const element = document.getElementById(headerId);
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(headerHeightVariable, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(headerHeightVariable);
    };
  }, [headerId]);
  return null;
}
