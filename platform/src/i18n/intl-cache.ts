import { _createCache } from 'use-intl/core';

/**
 * The compiled ICU messages of every request, kept for the life of the process. next-intl keeps
 * them per request (React's `cache`), so every render parsed each message it formatted again and
 * built an `IntlMessageFormat`, whose locale lookup alone is costly: 5 % of an uncached home
 * render's CPU (issue 44). Sharing them is safe: an entry's key is the message's own text with the
 * locale and formats, so two boards whose overlays word a key differently get two entries, and
 * the set is bounded by the catalogues (values are not part of the key).
 */
export const processIntlCache = _createCache();
