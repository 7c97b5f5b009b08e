export { AppLink } from './app-link';
export { MIN_FETCH_DISPLAY_MS } from './constants';
export { NavigationProgress } from './navigation-progress';
export { useAppRouter } from './use-app-router';
export { useMinimumDuration } from './use-minimum-duration';
