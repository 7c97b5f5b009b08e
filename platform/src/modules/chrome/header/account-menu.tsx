'use client';

import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';

export interface AccountMenuProps {
  fullName: string;
  profileHref: string;
  onLogout?: () => void;
  /** The applicant-tracking dashboard entry (employers): opens it in a new window. */
  dashboard?: { label: ReactNode; onOpen: () => void };
}

function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/**
 * The employer's initials avatar opening My profile, the dashboard and Log out (keyboard: Enter,
 * arrows, Esc).
 */
export function AccountMenu({ fullName, profileHref, onLogout, dashboard }: AccountMenuProps) {
  const t = useTranslations('shell.nav');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  return (
    <>
      <IconButton
        // The initials are the button's visible text: its name says them too (WCAG 2.5.3).
        aria-label={t('accountMenu', { name: fullName, initials: initials(fullName) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={open}
      >
        {/* A span: a <button> holds phrasing content only (Nu checker, issue 46). */}
        <Avatar
          component="span"
          sx={{ bgcolor: 'secondary.main', width: 36, height: 36, fontSize: 15 }}
        >
          {initials(fullName)}
        </Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component="a" href={profileHref}>
          {t('myProfile')}
        </MenuItem>
        {dashboard ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              dashboard.onOpen();
            }}
          >
            {dashboard.label}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout?.();
          }}
        >
          {t('logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
