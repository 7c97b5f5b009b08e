'use client';

import Box from '@mui/material/Box';
import { NewsletterForm } from '@/modules/newsletter';

/** The footer's newsletter place (spec section 5); the form brings its own heading. */
export function NewsletterSlot() {
  return (
    <Box data-slot="newsletter">
      <NewsletterForm tone="dark" />
    </Box>
  );
}
