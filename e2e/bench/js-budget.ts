/**
 * First-load JavaScript budgets of the public routes (issue 16), in gzipped KiB as
 * `firstLoadJsKb` measures them (the scripts a page's server-rendered HTML makes a browser fetch,
 * polyfills for old browsers left out). Next 16 and React 19 alone are 135 KiB of that (the
 * build's rootMainFiles); what is left is the page's own islands. The target is 150 for every
 * public route; where a route is not there yet, its budget is the figure reached, so it can only
 * go down. Lower a figure whenever a change gets under it.
 */
export const TARGET_KB = 150;

const budgets: Record<string, number> = {
  // The search island (filters, sort, paging, ads; the first page's cards come rendered from the
  // server) on top of the shell.
  home: 157,
  'find-a-job': 157,
  'job/category': 157,
  'job/category/specialization': 157,
  'job/category/specialization/city': 157,
  offer: 152,
  category: 151,
  // Forms keep MUI, react-hook-form and zod (issue 16: MUI stays the library of forms).
  'contact-us': 355,
  login: 364,
  register: 364,
  'forgot-password': 364,
  'employer-login': 364,
  'employer-register': 364,
};

/** Static, company and 404 pages: under the target, held at what they reached. */
const REACHED_KB = 149;

export function budgetKb(route: string): number {
  return budgets[route] ?? Math.min(REACHED_KB, TARGET_KB);
}
