/** What the custom server needs of paint-first: the inline script whose hash the CSP allows. */
export { paintFirstScript } from './paint-first-script';
