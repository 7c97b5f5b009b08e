/**
 * Never shown: the proxy sends every page request into a board's [board]/[locale] tree, whose
 * layouts have their own 404 and 403 pages. Next otherwise puts its default page, inline styles
 * and all, into every page's flight data for this outermost segment (issue 16).
 */
export default function RootNotFound() {
  return null;
}
