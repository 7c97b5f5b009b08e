import { expect, test } from '@playwright/test';
import { fetchRaw, firstLoadJsKb } from '../../bench/first-load-js';
import { budgetKb } from '../../bench/js-budget';
import { publicRoutes } from '../../bench/public-routes';

/**
 * Issue 16's budget, kept by CI: every public route of the board (one sample URL per route, as
 * `npm run bench:pages` picks them) ships at most its budget of first-load JavaScript. A size,
 * not a timing: the same build gives the same figure on any machine. Prints the table.
 */
test('every public route loads at most its first-load JavaScript budget', async ({ baseURL }) => {
  const { host, port } = new URL(baseURL ?? '');
  // node:http with the board's Host: fetch() may not set it, and *.localhost need not resolve.
  const origin = `http://127.0.0.1:${port}`;
  const sitemap = (await fetchRaw(`${origin}/sitemap.xml`, { host })).body.toString('utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '/').pathname,
  );
  const rows = [];
  for (const { route, path } of publicRoutes(paths)) {
    const { status, scripts, bytes, firstLoadJsKb: kb } = await firstLoadJsKb(origin, host, path);
    rows.push({ route, path, status, scripts, bytes, kb, budget: budgetKb(route) });
  }
  console.log(
    [`first-load JS on ${host} (gzipped kB of 1,000 bytes)`]
      .concat(rows.map((r) => `${r.route.padEnd(34)} ${r.kb.toFixed(1).padStart(5)} / ${r.budget}`))
      .join('\n'),
  );
  // Every shape of route was found in the sitemap: a route that vanished would pass unmeasured.
  expect(rows.map((r) => r.route)).toEqual(
    expect.arrayContaining(['home', 'offer', 'company', 'job/category/specialization']),
  );
  expect(rows.filter((r) => r.status !== 200)).toEqual([]);
  // Bytes against the budget's kB × 1,000: a rounded figure would let 499 bytes over pass.
  expect(rows.filter((r) => r.bytes > r.budget * 1000)).toEqual([]);
});
