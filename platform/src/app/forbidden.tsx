/** Never shown, as the root not-found.tsx: each board's layouts have their own 403 page. */
export default function RootForbidden() {
  return null;
}
