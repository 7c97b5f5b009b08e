import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { NavItem } from '../nav-item';

/** A titled column of footer links. */
export function FooterLinkList({ title, items }: { title?: string; items: NavItem[] }) {
  return (
    <Box component="nav" aria-label={title}>
      {title ? (
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} color="inherit" underline="hover" sx={{ opacity: 0.9 }}>
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
