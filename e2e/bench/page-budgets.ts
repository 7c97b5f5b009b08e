import { firstLoadJsKb } from './first-load-js';
import { FONT_BUDGET_KIB, fontBytesOnFirstVisit } from './font-weight';
import { TARGET_KB } from './js-budget';

/**
 * Issue 44's budgets of the public pages (home, search landing, offer, company of each board):
 * fonts on the wire for a first visit, first-load JavaScript (gzipped kB of 1,000 bytes, as
 * js-budget.ts counts it; 120 is the issue's target, js-budget.ts holds each route at the figure
 * it reached), Lighthouse mobile performance and LCP.
 */
export const PAGE_BUDGETS = {
  fontKib: FONT_BUDGET_KIB,
  firstLoadJsKb: TARGET_KB,
  performance: 98,
  lcpMs: 1800,
} as const;

export interface PageFigures {
  board: string;
  page: string;
  fontBytes?: number;
  firstLoadJsKb?: number;
  /** Lighthouse medians; absent when Lighthouse did not run. */
  performance?: number;
  lcpMs?: number;
}

type Row = Record<string, string>;

function row(
  f: PageFigures,
  budget: string,
  figure: number | undefined,
  limit: string,
  pass: (n: number) => boolean,
  shown: (n: number) => string,
): Row | null {
  if (figure === undefined) return null;
  return {
    board: f.board,
    page: f.page,
    budget,
    figure: shown(figure),
    limit,
    result: pass(figure) ? 'pass' : 'FAIL',
  };
}

/** One row per page and budget, with the figure, the limit and pass or FAIL. */
export function budgetRows(pages: PageFigures[]): Row[] {
  const b = PAGE_BUDGETS;
  return pages.flatMap((f) =>
    [
      row(
        f,
        'fonts, first visit',
        f.fontBytes,
        `≤ ${b.fontKib} KiB`,
        (n) => n <= b.fontKib * 1024,
        (n) => `${(n / 1024).toFixed(1)} KiB`,
      ),
      row(
        f,
        'first-load JS',
        f.firstLoadJsKb,
        `≤ ${b.firstLoadJsKb} kB`,
        (n) => n <= b.firstLoadJsKb,
        (n) => `${n} kB`,
      ),
      row(
        f,
        'Lighthouse performance',
        f.performance,
        `≥ ${b.performance}`,
        (n) => n >= b.performance,
        String,
      ),
      row(
        f,
        'Lighthouse LCP',
        f.lcpMs,
        `≤ ${(b.lcpMs / 1000).toFixed(1)} s`,
        (n) => n <= b.lcpMs,
        (n) => `${(n / 1000).toFixed(2)} s`,
      ),
    ].filter((r): r is Row => r !== null),
  );
}

/**
 * The figures of bench-pages' pages (its targets, and its Lighthouse rows when Lighthouse ran):
 * fonts of a first visit in a fresh browser, first-load JavaScript from the server's HTML.
 */
export async function measurePageBudgets(
  origin: string,
  port: number,
  targets: { board: string; name: string; path: string }[],
  lighthouseRows: { board: string; page: string; performance: number; lcpMs: number }[],
): Promise<PageFigures[]> {
  const url = (t: { board: string; path: string }) =>
    `http://${t.board}.localhost:${port}${t.path}`;
  const fonts = await fontBytesOnFirstVisit(targets.map(url));
  const figures: PageFigures[] = [];
  for (const t of targets) {
    const js = await firstLoadJsKb(origin, `${t.board}.localhost:${port}`, t.path);
    const lh = lighthouseRows.find((r) => r.board === t.board && r.page === t.name);
    figures.push({
      board: t.board,
      page: t.name,
      fontBytes: fonts.get(url(t))?.bytes,
      firstLoadJsKb: js.firstLoadJsKb,
      performance: lh?.performance,
      lcpMs: lh?.lcpMs,
    });
  }
  return figures;
}
