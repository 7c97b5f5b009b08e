import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface HomeFeatureProps {
  title: string;
  text: string;
  action?: { label: string; href: string };
}

/** One card of the home page's "what we offer" row. */
export function HomeFeature({ title, text, action }: HomeFeatureProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderTop: 4,
        borderTopColor: 'primary.main',
      }}
    >
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      {action ? (
        <Button href={action.href} sx={{ alignSelf: 'flex-start', px: 0 }}>
          {action.label}
        </Button>
      ) : null}
    </Paper>
  );
}
