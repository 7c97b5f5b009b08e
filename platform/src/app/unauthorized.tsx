/** Never shown, as the root not-found.tsx: unauthorized() is not used; each board has a login. */
export default function RootUnauthorized() {
  return null;
}
