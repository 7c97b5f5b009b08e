'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import type { HeaderButton } from './header-button';
import { LanguageSwitcher } from '../language/language-switcher';
import type { NavItem } from '../nav-item';
import { ShellIcon } from '../shell-icon';
import type { Locale } from '@jobboard/tenancy/board-config';

export interface HeaderDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  buttons: HeaderButton[];
  languageHref: string;
  other: Locale;
  languageTitle: string;
}

/** The narrow-screen menu of HeaderBar: navigation, then every button stacked full width. */
export function HeaderDrawer({
  open,
  onClose,
  items,
  buttons,
  languageHref,
  other,
  languageTitle,
}: HeaderDrawerProps) {
  const t = useTranslations('shell.nav');
  return (
    <Drawer anchor="right" open={open} onClose={onClose} id="site-drawer">
      <Box sx={{ width: 280, maxWidth: '85vw', p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <IconButton aria-label={t('closeMenu')} onClick={onClose}>
            <ShellIcon name="close" />
          </IconButton>
        </Stack>
        <Box component="nav" aria-label={t('main')}>
          <List>
            {items.map((item) => (
              <ListItemButton key={item.key} component="a" href={item.href}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Divider sx={{ my: 1 }} />
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {buttons.map((b) => (
            <Button
              key={b.key}
              href={b.href}
              onClick={b.onClick}
              variant={b.variant === 'text' ? 'outlined' : b.variant}
              fullWidth
            >
              {b.label}
            </Button>
          ))}
          <LanguageSwitcher href={languageHref} target={other} title={languageTitle} />
        </Stack>
      </Box>
    </Drawer>
  );
}
