'use client';

import { useState } from 'react';
import { cx, ui } from '@/modules/plain-ui';
import styles from './offer-page.module.css';

export interface CopyLinkButtonProps {
  url: string;
  label: string;
  copied: string;
  failed: string;
}

/**
 * The one interactive part of the share bar, a plain button (no MUI: issue 16). The outcome is
 * said in a polite live region, so a screen reader hears that the link was copied (or why not)
 * without moving focus.
 */
export function CopyLinkButton({ url, label, copied, failed }: CopyLinkButtonProps) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      // No clipboard (insecure origin, permission refused): say so rather than fail silently.
      setStatus('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className={cx(ui.button, ui.outlined, ui.small)}
        onClick={() => void copy()}
        data-testid="share-copy"
      >
        {label}
      </button>
      <span role="status" data-testid="share-copy-status" className={styles.copyStatus}>
        {status === 'copied' ? copied : status === 'failed' ? failed : ''}
      </span>
    </>
  );
}
