// Spec section 2: "Home / find-a-job" is one screen; its canonical URL is the home page's.
export { default, generateMetadata } from '../page';
