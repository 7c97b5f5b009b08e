'use client';

import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useLocale, useTranslations } from 'next-intl';
import { BoardLogo } from '@jobboard/ui/board-logo';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import type { NavItem } from './nav-item';
import { ShellIcon } from './shell-icon';

export interface HeaderBarProps {
  /** Links of the main navigation, shown inline on wide screens and in the drawer otherwise. */
  items: NavItem[];
  /** Right-hand controls on wide screens (buttons, switcher, avatar). */
  actions: ReactNode;
  /** What the drawer shows under the links on small screens. */
  drawerActions: ReactNode;
  /** The employer header has its own, smaller logo slot (spec section 9). */
  logoWidth?: 'header' | 'employerHeader';
}

/**
 * The frame every header variant shares: logo, navigation, actions, and below the md breakpoint a
 * menu button opening a drawer (works down to 360 px). CSS breakpoints, not a media-query hook,
 * so the server-rendered HTML is already right for the screen.
 */
export function HeaderBar({ items, actions, drawerActions, logoWidth = 'header' }: HeaderBarProps) {
  const [open, setOpen] = useState(false);
  const t = useTranslations('shell.nav');
  const credit = useTranslations('shell.footer');
  const locale = useLocale() as AppLocale;
  const board = useBoard();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, md: 76 } }}>
          <Box
            component="a"
            href={pathFor(locale, '/')}
            sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
          >
            <BoardLogo
              locale={locale}
              maxWidth={board.logoWidths[logoWidth]}
              creditLabel={credit('byCredit')}
            />
          </Box>
          <Box
            component="nav"
            aria-label={t('main')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
          >
            {items.map((item) => (
              <Button key={item.key} href={item.href} color="inherit" sx={{ fontWeight: 500 }}>
                {item.label}
              </Button>
            ))}
          </Box>
          <Stack
            direction="row"
            spacing={1}

            sx={{ alignItems: 'center', display: { xs: 'none', md: 'flex' } }}
          >
            {actions}
          </Stack>
          <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
          <IconButton
            aria-label={t('openMenu')}
            aria-expanded={open}
            aria-controls="site-drawer"
            onClick={() => setOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <ShellIcon name="menu" />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} id="site-drawer">
        <Box sx={{ width: 280, maxWidth: '85vw', p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <IconButton aria-label={t('closeMenu')} onClick={() => setOpen(false)}>
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
            {drawerActions}
          </Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}
