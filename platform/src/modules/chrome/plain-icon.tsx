/**
 * ShellIcon without MUI, for server components and islands: MUI's SvgIcon box (1em, 24 px
 * viewBox, current colour). Decorative: the control that holds it carries the accessible name.
 */
export function PlainIcon({
  path,
  size = 24,
  className,
}: {
  /** One of ./icon-paths.ts (./header-icon-paths.ts from an island, to leave the rest out). */
  path: string;
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
      <path d={path} />
    </svg>
  );
}
