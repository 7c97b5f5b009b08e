import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Title and body of an account form; the guest layout (shell branch) draws the card around it. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1} sx={{ width: '100%', maxWidth: 440, mx: 'auto' }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
