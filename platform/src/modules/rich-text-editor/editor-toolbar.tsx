'use client';

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { useRef, type KeyboardEvent } from 'react';
import { ToolbarIcon, type ToolbarIconName } from './toolbar-icons';

type Active = Record<'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link', boolean>;

const buttons: { key: keyof Active; icon: ToolbarIconName; shortcut?: string }[] = [
  { key: 'bold', icon: 'bold', shortcut: 'Ctrl+B' },
  { key: 'italic', icon: 'italic', shortcut: 'Ctrl+I' },
  { key: 'bulletList', icon: 'bulletList', shortcut: 'Ctrl+Shift+8' },
  { key: 'orderedList', icon: 'orderedList', shortcut: 'Ctrl+Shift+7' },
  { key: 'link', icon: 'link' },
];

/**
 * The WAI-ARIA toolbar pattern: one Tab stop, arrow keys move between buttons, each button says
 * whether its format is on (aria-pressed).
 */
export function EditorToolbar({
  label,
  controls,
  disabled,
  active,
  onBold,
  onItalic,
  onBulletList,
  onOrderedList,
  onLink,
}: {
  label: string;
  controls: string;
  disabled?: boolean;
  active: Active;
  onBold: () => void;
  onItalic: () => void;
  onBulletList: () => void;
  onOrderedList: () => void;
  onLink: () => void;
}) {
  const t = useTranslations('rich-text');
  const ref = useRef<HTMLDivElement>(null);
  const actions: Record<keyof Active, () => void> = {
    bold: onBold,
    italic: onItalic,
    bulletList: onBulletList,
    orderedList: onOrderedList,
    link: onLink,
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const items = Array.from(ref.current?.querySelectorAll('button') ?? []);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    items.forEach((b, i) => (b.tabIndex = i === next ? 0 : -1));
    items[next]?.focus();
  };

  return (
    <Box
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {buttons.map(({ key, icon, shortcut }, i) => {
        const name = t(key);
        const button = (
          <IconButton
            key={key}
            size="small"
            tabIndex={i === 0 ? 0 : -1}
            aria-label={name}
            aria-pressed={active[key]}
            aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
            disabled={disabled}
            // Keeps the editor's selection: a mouse down on the button would blur it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={actions[key]}
            color={active[key] ? 'primary' : 'default'}
            sx={{ borderRadius: 1, bgcolor: active[key] ? 'action.selected' : undefined }}
          >
            <ToolbarIcon name={icon} />
          </IconButton>
        );
        // The tooltip sits on the button itself and describes it (the name stays the button's
        // aria-label): wrapped in a span, it named the span, which ARIA forbids (issue 46). A
        // disabled button gets no pointer events, hence no tooltip at all.
        return disabled ? (
          button
        ) : (
          <Tooltip key={key} title={shortcut ? `${name} (${shortcut})` : name} describeChild>
            {button}
          </Tooltip>
        );
      })}
    </Box>
  );
}
