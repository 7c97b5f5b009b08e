import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LinkActionForm, type LinkActionFormProps } from './link-action-form';

export interface LinkActionPageProps {
  title: string;
  /** The mailed link's parts, or null when they are missing or malformed. */
  action: (LinkActionFormProps & { text: string }) | null;
  invalid: { text: string; homeLabel: string; homeHref: string };
}

/**
 * The page a mailed confirm or unsubscribe link opens (newsletter, job alerts): what the button
 * will do and the button, or why the link cannot work and the way home.
 */
export function LinkActionPage({ title, action, invalid }: LinkActionPageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" color="primary" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {action ? (
        <>
          <Typography sx={{ mb: 3 }}>{action.text}</Typography>
          <LinkActionForm {...action} />
        </>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>{invalid.text}</Typography>
          <Button href={invalid.homeHref} variant="outlined">
            {invalid.homeLabel}
          </Button>
        </>
      )}
    </Container>
  );
}
