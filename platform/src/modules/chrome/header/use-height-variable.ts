'use client';

import { useEffect, type RefObject } from 'react';

/**
 * The sticky header's height as a CSS variable on <html>, kept current as the logo loads or the
 * screen turns: fixed things (toasts) start below it instead of covering its buttons. The
 * logo's size differs per board, so no constant fits every header.
 */
export { headerHeightVariable } from './header-height-variable';

export function useHeightVariable(ref: RefObject<HTMLElement | null>, variable: string) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(variable, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, variable]);
}
