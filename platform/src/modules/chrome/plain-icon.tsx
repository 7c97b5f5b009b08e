import { iconPaths, type ShellIconName } from './icon-paths';

/**
 * ShellIcon without MUI, for server components and islands: MUI's SvgIcon box (1em, 24 px
 * viewBox, current colour). Decorative: the control that holds it carries the accessible name.
 */
export function PlainIcon({
  name,
  size = 24,
  className,
}: {
  name: ShellIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      className={className}
      style={{ flexShrink: 0, display: 'inline-block' }}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
