import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The primary button of an account form, disabled while the call is in flight. */
export function SubmitButton({
  pending,
  fullWidth = true,
  children,
}: {
  pending: boolean;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth={fullWidth}
      disabled={pending}
      sx={{ mt: 2 }}
    >
      {children}
    </Button>
  );
}
