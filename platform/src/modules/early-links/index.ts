/** The public surface of the early-links feature, used by the root layout and the CSP. */
export { keepLinkNavigation } from './keep-link-navigation';
