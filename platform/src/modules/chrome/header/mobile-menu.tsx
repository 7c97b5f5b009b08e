'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { closeIconPath, menuIconPath } from '../header-icon-paths';
import { PlainIcon } from '../plain-icon';
import styles from './header.module.css';

export interface MobileMenuProps {
  labels: { open: string; close: string };
  /** The drawer's content, rendered by the server (DrawerLinks). */
  children: ReactNode;
}

const focusable = 'a[href], button:not([disabled])';

/**
 * The public header's menu button and, below the md breakpoint, its drawer (DrawerLinks). Like
 * MUI's Drawer it keeps focus inside while open, closes on Escape and on the backdrop, and gives
 * focus back to the button.
 */
export function MobileMenu({ labels, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = button.current;
    const body = document.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(focusable)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const targets = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
      const first = targets[0];
      const last = targets[targets.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${styles.iconButton} ${styles.menuButton}`}
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls="site-drawer"
        onClick={() => setOpen(true)}
      >
        <PlainIcon path={menuIconPath} />
      </button>
      {open ? (
        <div role="presentation" className={styles.drawerRoot} id="site-drawer">
          <div className={styles.backdrop} aria-hidden onClick={() => setOpen(false)} />
          <div ref={panel} className={styles.panel} tabIndex={-1}>
            <div className={styles.panelBody}>
              <div className={styles.closeRow}>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={labels.close}
                  onClick={() => setOpen(false)}
                >
                  <PlainIcon path={closeIconPath} />
                </button>
              </div>
              {children}
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
