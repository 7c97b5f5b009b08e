/** One link of a header, drawer or footer; hrefs are public, translated URLs. */
export interface NavItem {
  key: string;
  label: string;
  href: string;
}
