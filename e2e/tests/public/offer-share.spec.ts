import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@jobboard/tenancy/board-config';
import { boardOf } from '../../support/boards';

interface Offer {
  id: number;
  slugs: Record<Locale, string>;
  is_confidential: boolean;
}

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';
const words = {
  fr: { copy: 'Copier le lien', copied: 'Lien copié dans le presse-papiers.', offer: 'offre' },
  en: { copy: 'Copy the link', copied: 'Link copied to the clipboard.', offer: 'offer' },
};

/** Same-origin fetches from the page: Node's resolver may not know *.localhost hosts. */
const fetchText = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const res = await fetch(u);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      body: await res.text(),
    };
  }, url);

/** The page's RSS alternate link, fetched by its path on this host (the link names the board's public origin). */
async function alternateFeed(page: Page) {
  const link = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(link).toHaveCount(1);
  const href = new URL((await link.getAttribute('href'))!);
  const feed = await fetchText(page, `${href.pathname}${href.search}`);
  expect(feed.status).toBe(200);
  expect(feed.type).toBe('application/rss+xml; charset=utf-8');
  expect(feed.cache).toBe('public, max-age=900');
  expect(feed.body).toContain('<rss version="2.0"');
  return { href, feed };
}

test('offer page: share links, copy button, axe; pages link their RSS feed', async ({
  page,
  context,
}, info) => {
  const board = info.project.name;
  const fbAppId = board === 'hospitality' ? '1234567890' : null;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: String(info.project.use.baseURL),
  });
  await page.goto('/fr');
  const home = await alternateFeed(page);
  expect(home.href.pathname).toBe('/fr/trouver-un-emploi/rss');
  expect(home.feed.body).toContain('<item>');
  const indeed = await fetchText(page, '/feeds/indeed.xml');
  expect(indeed.status).toBe(200);
  expect(indeed.type).toBe('application/xml; charset=utf-8');
  expect(indeed.cache).toBe('public, max-age=900');
  expect(indeed.body).toContain(
    `<publisher>${boardOf(board).name[boardOf(board).defaultLocale]}</publisher>`,
  );

  const list = (await page.evaluate(
    async (b) => (await fetch(`/api/jobboard/${b}/offers?schedule=41`)).json(),
    board,
  )) as { data: Offer[] };
  const offer = list.data.find((o) => !o.is_confidential)!;

  for (const locale of ['fr', 'en'] as const) {
    const w = words[locale];
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${locale}/${w.offer}/${offer.slugs[locale]}/${offer.id}`);
    const pageUrl = new URL(page.url());
    const shareUrl = (href: string | null, name: string) =>
      new URL(new URL(href!).searchParams.get(name)!);

    const linkedin = await page.getByTestId('share-linkedin').getAttribute('href');
    expect(new URL(linkedin!).origin + new URL(linkedin!).pathname).toBe(
      'https://www.linkedin.com/sharing/share-offsite/',
    );
    const shared = shareUrl(linkedin, 'url');
    expect(shared.pathname).toBe(pageUrl.pathname);
    const facebook = await page.getByTestId('share-facebook').getAttribute('href');
    if (fbAppId) {
      expect(facebook).toMatch(/^https:\/\/www\.facebook\.com\/dialog\/share\?/);
      expect(new URL(facebook!).searchParams.get('app_id')).toBe(fbAppId);
      expect(shareUrl(facebook, 'href').href).toBe(shared.href);
    } else {
      expect(shareUrl(facebook, 'u').href).toBe(shared.href);
    }
    await expect(page.getByTestId('share-linkedin')).toHaveAttribute('target', '_blank');
    const mail = new URL((await page.getByTestId('share-email').getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    const subject = new URLSearchParams(mail.search).get('subject');
    expect(subject).toContain(await page.locator('h1').textContent());
    expect(new URLSearchParams(mail.search).get('body')).toContain(shared.href);

    // Keyboard: the copy button is reached and pressed without a mouse.
    await page.getByRole('button', { name: w.copy }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('share-copy-status')).toHaveText(w.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared.href);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target}`)).toEqual([]);

    // The cookie banner would cover the share bar on a phone; refusing hides it, on the next
    // page too (the answer is stored).
    if (locale === 'fr') await page.getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByRole('button', { name: /^(Refuser|Refuse)$/ })).toBeHidden();
    mkdirSync(screenshots, { recursive: true });
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.getByTestId('share-copy').scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join(screenshots, `offer-share-${board}-${locale}-${width}.png`),
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    }
  }

  // A search page's alternate is the feed of the same search, and that feed answers.
  await page.goto('/en/find-a-job?schedule=41');
  const search = await alternateFeed(page);
  expect(search.href.pathname).toBe('/en/find-a-job/rss');
  expect(search.href.searchParams.get('schedule')).toBe('41');
});
