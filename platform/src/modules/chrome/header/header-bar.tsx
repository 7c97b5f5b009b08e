'use client';

import { useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useLocale, useTranslations } from 'next-intl';
import { BoardLogo } from '../branding/board-logo';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import type { HeaderButton } from './header-button';
import { LanguageSwitcher } from '../language/language-switcher';
import type { NavItem } from '../nav-item';
import { ShellIcon } from '../shell-icon';
import { headerHeightVariable, useHeightVariable } from './use-height-variable';
import type { Locale } from '@jobboard/tenancy/board-config';

// The drawer (with MUI's Modal, Backdrop and List) only matters once the menu button is pressed,
// so its code loads then instead of with every page; closed, it renders nothing anyway.
const HeaderDrawer = dynamic(() => import('./header-drawer').then((m) => m.HeaderDrawer), {
  ssr: false,
});

export interface HeaderBarProps {
  /** Links of the main navigation, shown inline on wide screens and in the drawer otherwise. */
  items: NavItem[];
  /** The current page in the other language, for the language switcher. */
  languageHref: string;
  /** Right-hand buttons; in the drawer they stack full width. */
  buttons: HeaderButton[];
  /** Wide screens only, after the buttons (the employer's avatar menu). */
  extra?: ReactNode;
  /** Every screen width, outside the drawer, before the actions (the employer's syncing flag). */
  status?: ReactNode;
  /** The employer header has its own, smaller logo slot (spec section 9). */
  logoWidth?: 'header' | 'employerHeader';
}

/**
 * The frame every header variant shares: logo, navigation, actions, and below the md breakpoint a
 * menu button opening a drawer (works down to 360 px). CSS breakpoints, not a media-query hook,
 * so the server-rendered HTML is already right for the screen.
 */
export function HeaderBar({
  items,
  languageHref,
  buttons,
  extra,
  status,
  logoWidth = 'header',
}: HeaderBarProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const t = useTranslations('shell.nav');
  const credit = useTranslations('shell.footer');
  const language = useTranslations('shell.language');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const bar = useRef<HTMLElement>(null);
  useHeightVariable(bar, headerHeightVariable);
  return (
    <AppBar
      ref={bar}
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
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              flexShrink: 0,
              py: 1,
              color: 'inherit',
              textDecoration: 'none',
            }}
          >
            <BoardLogo
              board={board}
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
          {status}
          <Stack
            direction="row"
            spacing={1}

            sx={{ alignItems: 'center', display: { xs: 'none', md: 'flex' } }}
          >
            <LanguageSwitcher href={languageHref} target={other} title={language('label')} />
            {buttons
              .filter((b) => !b.drawerOnly)
              .map((b) => (
                <Button key={b.key} href={b.href} onClick={b.onClick} variant={b.variant}>
                  {b.label}
                </Button>
              ))}
            {extra}
          </Stack>
          <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
          <IconButton
            aria-label={t('openMenu')}
            aria-expanded={open}
            aria-controls="site-drawer"
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <ShellIcon name="menu" />
          </IconButton>
        </Toolbar>
      </Container>
      {opened && (
        <HeaderDrawer
          open={open}
          onClose={() => setOpen(false)}
          items={items}
          buttons={buttons}
          languageHref={languageHref}
          other={other}
          languageTitle={language('label')}
        />
      )}
    </AppBar>
  );
}
