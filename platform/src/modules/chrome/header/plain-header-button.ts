/**
 * A button of the public header, as plain data (server components hand it to the menu island):
 * a link, or the Log out action. Shown inline on wide screens and in the drawer.
 */
export interface PlainHeaderButton {
  key: string;
  label: string;
  href?: string;
  /** The Log out button (LogoutButton) instead of a link. */
  logout?: boolean;
  variant: 'text' | 'outlined' | 'contained';
  /** Only in the small-screen drawer. */
  drawerOnly?: boolean;
}

/** Who logs out, and where to: the guard's logout endpoint (apiPath), then the home page. */
export interface LogoutTarget {
  logoutUrl: string;
  homeHref: string;
}
