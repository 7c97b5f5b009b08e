/** Spec section 9: the loading bar appears after 200 ms and never stays longer than 5 s. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_MAX_MS = 5_000;
/** Spec section 9: a fetch indicator, once shown, stays at least this long (no flash). */
export const MIN_FETCH_DISPLAY_MS = 200;
