'use client';

import Button from '@mui/material/Button';
import { useState } from 'react';

export interface CopyLinkButtonProps {
  url: string;
  label: string;
  copied: string;
  failed: string;
}

/**
 * The one interactive part of the share bar. The outcome is said in a polite live region, so a
 * screen reader hears that the link was copied (or why not) without moving focus.
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
      <Button variant="outlined" size="small" onClick={copy} data-testid="share-copy">
        {label}
      </Button>
      <span
        role="status"
        data-testid="share-copy-status"
        style={{ flexBasis: '100%', fontSize: '0.875rem' }}
      >
        {status === 'copied' ? copied : status === 'failed' ? failed : ''}
      </span>
    </>
  );
}
