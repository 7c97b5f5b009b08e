import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The console's one frame: its name, the page's title (the page's h1) and a card, 375 px up. */
export function ConsoleShell({
  consoleName,
  title,
  wide = false,
  children,
}: {
  consoleName: string;
  title: string;
  /** Lists and tables (the queue, the log) take the width of a laptop. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Container
      component="main"
      maxWidth={wide ? 'lg' : 'sm'}
      sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}
    >
      <Typography component="p" variant="overline" color="text.secondary">
        {consoleName}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
