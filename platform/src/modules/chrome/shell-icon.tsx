import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { iconPaths, type ShellIconName } from './icon-paths';

export type { ShellIconName };

/** Decorative by default: the control that holds it carries the accessible name. */
export function ShellIcon({ name, ...props }: { name: ShellIconName } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      <path d={iconPaths[name]} />
    </SvgIcon>
  );
}
