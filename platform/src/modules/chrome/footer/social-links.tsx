'use client';

import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useBoard } from '@jobboard/tenancy/board-context';
import { ShellIcon } from '../shell-icon';

const networks = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'linkedIn', label: 'LinkedIn' },
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'instagram', label: 'Instagram' },
] as const;

/** Only the networks the board configures; nothing at all when it has none. */
export function SocialLinks({ label }: { label: string }) {
  const board = useBoard();
  const links = networks.flatMap((n) => {
    const href = board.social[n.key];
    return href ? [{ ...n, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {links.map((n) => (
        <li key={n.key}>
          <IconButton
            href={n.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={n.label}
            sx={{ color: 'inherit' }}
          >
            <ShellIcon name={n.key} />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
