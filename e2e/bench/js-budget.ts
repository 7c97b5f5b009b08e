/**
 * First-load JavaScript budgets of the public routes (issue 16), in gzipped KiB as
 * `firstLoadJsKb` measures them (the scripts a page's server-rendered HTML makes a browser fetch,
 * polyfills for old browsers left out). Next 16 and React 19 alone are 135 KiB of that (the
 * build's rootMainFiles), and Next's own segment components 3.4 more; what is left is the page's
 * own islands. The target is 150 for every public page; each is held at the figure it reached,
 * so it can only go down. Lower a figure whenever a change gets under it.
 */
export const TARGET_KB = 150;

const budgets: Record<string, number> = {
  // The search island (filters, sort, URL state, later pages' loader; the first page's cards and
  // the ad zones come rendered from the server) on top of the shell.
  home: 150,
  'find-a-job': 150,
  'job/category': 150,
  'job/category/specialization': 150,
  'job/category/specialization/city': 150,
  // The offer's save, quick apply and share islands; the category page's results.
  offer: 147,
  category: 143,
  // Forms keep MUI (Emotion, inputs, button, toasts), react-hook-form and next-intl (issue 16: MUI
  // stays the library of forms); zod and its resolver load on the form's first focus, and the
  // fields are TextField's parts without its Select. Over the target, held where they are.
  'contact-us': 242,
  login: 245,
  register: 242,
  'forgot-password': 240,
  'employer-login': 245,
  'employer-register': 242,
};

/** Static, company and 404 pages: under the target, held at what they reached. */
const REACHED_KB = 142;

export function budgetKb(route: string): number {
  return budgets[route] ?? Math.min(REACHED_KB, TARGET_KB);
}
