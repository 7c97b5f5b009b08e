'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';

/**
 * A console button that POSTs one call and then goes to `next` (the page reloads what changed);
 * a failure says so above the button and lets it be pressed again.
 */
export function ConsoleActionButton({
  url,
  body,
  next,
  label,
  ariaLabel,
  failedText,
  size = 'medium',
}: {
  url: string;
  body?: unknown;
  next: string;
  label: string;
  ariaLabel?: string;
  failedText: string;
  size?: 'small' | 'medium';
}) {
  const api = useApiFetch();
  const router = useAppRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setPending(true);
    setFailed(false);
    try {
      await api(url, { method: 'POST', ...(body === undefined ? {} : { body }), silent: true });
      router.replace(next);
      router.refresh();
    } catch {
      setFailed(true);
      setPending(false);
    }
  };
  return (
    <>
      {failed ? (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {failedText}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        size={size}
        onClick={() => void run()}
        disabled={pending}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
    </>
  );
}
