/** A button of a header: a link or an action, shown inline on wide screens and in the drawer. */
export interface HeaderButton {
  key: string;
  label: string;
  href?: string;
  onClick?: () => void;
  variant: 'text' | 'outlined' | 'contained';
  /** Only in the small-screen drawer (the employer's My profile, spec section 2). */
  drawerOnly?: boolean;
}
