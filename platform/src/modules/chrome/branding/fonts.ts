// Every family a board may name in theme.fonts (packages/tenancy fontFamilies), Latin faces only
// (fonts.css), each followed by its metric-matched fallback (font-fallbacks.css). Browsers
// download only the faces a page actually uses.
import './fonts.css';
import './font-fallbacks.css';
