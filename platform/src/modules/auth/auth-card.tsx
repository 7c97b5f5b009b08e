import type { ReactNode, Ref } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Title and body of an account form; the guest layout (shell branch) draws the card around it. */
export function AuthCard({
  title,
  children,
  headingRef,
}: {
  title: string;
  children: ReactNode;
  /** For a card that replaces a form: focus goes to its heading. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack component="section" spacing={1} sx={{ width: '100%', maxWidth: 440, mx: 'auto' }}>
      <Typography
        component="h1"
        variant="h5"
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        sx={{ outline: 'none' }}
      >
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
