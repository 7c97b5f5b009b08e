// Every family a board may name in theme.fonts (packages/tenancy fontFamilies). The woff2 files
// come from npm packages and are served from /_next/static: no font CDN at build or run time.
// Browsers download only the faces a page actually uses.
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '@fontsource-variable/manrope';
import './font-fallbacks.css';
