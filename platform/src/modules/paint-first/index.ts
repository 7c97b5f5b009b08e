/** The public surface of the paint-first feature, used by the root layout. */
export { PaintFirst } from './paint-first';
