import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 19: ad zones (house promotion without consent, the board's ad server after it, no
 * shift), relative publication dates and the applicant count, on cards and the offer page.
 */
const adPort = Number(process.env.E2E_AD_PORT);
const adOrigin = `http://127.0.0.1:${adPort}`;

/**
 * A Revive Adserver-style async tag, at the boundary of the external ad service: it fills every
 * zone tag not yet filled with a text ad, and answers `reviveAsync[id].refresh()` for zones that
 * mount later, as Revive's own does.
 */
const adScript = `(function () {
  function fill() {
    document.querySelectorAll('ins[data-revive-zoneid]:not([data-revive-loaded])').forEach(function (ins) {
      ins.setAttribute('data-revive-loaded', '1');
      window.reviveAsync[ins.getAttribute('data-revive-id')] = { refresh: fill };
      var a = document.createElement('a');
      a.href = '${adOrigin}/click?zone=' + ins.getAttribute('data-revive-zoneid');
      a.textContent = 'Test ad ' + ins.getAttribute('data-revive-zoneid');
      a.style.cssText = 'display:block;width:100%;height:100%;background:#fff3b0;color:#222;font:16px sans-serif';
      ins.appendChild(a);
    });
  }
  window.reviveAsync = window.reviveAsync || {};
  fill();
})();`;

let adServer: Server | undefined;
test.beforeAll(async () => {
  // Only the hospitality board has an ad server; one listener whatever the worker count.
  if (test.info().project.name !== 'hospitality') return;
  adServer = createServer((req, res) => {
    const ok = req.url === '/www/delivery/asyncjs.php';
    res.writeHead(ok ? 200 : 404, {
      'content-type': 'text/javascript',
      'cache-control': 'no-store',
    });
    res.end(ok ? adScript : '');
  });
  await new Promise<void>((resolve) => adServer?.listen(adPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => (adServer ? adServer.close(resolve) : resolve(undefined)));
});

const search = { fr: '/fr/trouver-un-emploi', en: '/en/find-a-job' } as const;

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  // A shared 2-core machine can take seconds to hydrate the first page after the server starts.
  await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true', {
    timeout: 30_000,
  });
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** Requests to the ad server, and React's hydration complaints, from here on. */
function watch(page: Page) {
  const seen = { ads: [] as string[], hydration: [] as string[] };
  page.on('request', (r) => {
    if (r.url().startsWith(adOrigin)) seen.ads.push(r.url());
  });
  // A production build reports a mismatch only as minified error 418 (or 423/425).
  const mismatch = /hydrat|react\.dev\/errors\/4(18|23|25)|React error #4(18|23|25)/i;
  page.on('console', (m) => {
    if (mismatch.test(m.text())) seen.hydration.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (mismatch.test(e.message)) seen.hydration.push(e.message);
  });
  return seen;
}

test('ad zones: the house promotion without consent, the ad server once after it, no shift', async ({
  page,
}, info) => {
  test.slow();
  const seen = watch(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  const zone = (name: string) => page.getByTestId(`ad-${name}`);

  if (info.project.name === 'careers') {
    // No ad zones: nothing is reserved and nothing is asked of an ad server, consent or not.
    await openSearch(page, search.en);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(page.locator('[data-ad-zone]')).toHaveCount(0);
    expect(seen.ads).toEqual([]);
    await expectAxeClean(page);
    return;
  }

  // Unset consent, English: the board's own promotion fills the zone, linking to post an offer.
  await openSearch(page, search.en);
  await expect(zone('leaderboard').getByRole('link', { name: 'Publish an offer' })).toHaveAttribute(
    'href',
    '/en/employer/create-offer',
  );
  await expect(zone('bigBox')).toContainText('Hiring?');
  await expectAxeClean(page);

  // Refused, French: still the promotion, and still no request to the ad server.
  await openSearch(page, search.fr);
  await page.getByRole('button', { name: 'Refuser' }).click();
  const leaderboard = zone('leaderboard');
  await expect(leaderboard.getByRole('link', { name: 'Publiez une offre' })).toHaveAttribute(
    'href',
    '/fr/employeur/creer-une-offre',
  );
  await page.getByTestId('offer-card').last().scrollIntoViewIfNeeded();
  expect(seen.ads).toEqual([]);
  // A refusal is remembered: after a reload the banner stays hidden and no ad is asked for.
  await openSearch(page, search.fr);
  await expect(page.getByRole('button', { name: 'Accepter' })).toBeHidden();
  const before = await leaderboard.boundingBox();
  const firstCard = await page.getByTestId('offer-card').first().boundingBox();
  expect(before).toMatchObject({ width: 728, height: 90 });
  expect(seen.ads).toEqual([]);

  // Accepted from the footer's cookie preferences: the tag loads once and fills each zone in
  // place of the promotion.
  await page.getByRole('button', { name: 'Préférences de témoins' }).click();
  await page.getByRole('button', { name: 'Accepter' }).click();
  // The footer's button scrolled the page down; the zones load as they come near the screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(leaderboard.locator('ins[data-revive-zoneid="16981"] a')).toHaveText(
    'Test ad 16981',
  );
  await expect(zone('bigBox').locator('ins a')).toHaveText('Test ad 16982');
  await expect(leaderboard.getByRole('link', { name: 'Publiez une offre' })).toBeHidden();
  expect(await leaderboard.boundingBox()).toEqual(before);
  expect(await page.getByTestId('offer-card').first().boundingBox()).toEqual(firstCard);
  expect(seen.ads).toEqual([`${adOrigin}/www/delivery/asyncjs.php`]);
  await expectAxeClean(page);

  // On a phone the mobile zone keeps its 320×50 and the loaded tag fills it, not a new load.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(zone('mobile').locator('ins a')).toHaveText('Test ad 16983');
  expect(await zone('mobile').boundingBox()).toMatchObject({ width: 320, height: 50 });
  expect(seen.ads).toHaveLength(1);
  expect(seen.hydration).toEqual([]);
});

const relative = {
  fr: /^Publiée (aujourd’hui|hier|il y a \d+ (jours|semaines?|mois|ans?)) \(\d{1,2}\S* \S+ \d{4}\)$/,
  en: /^Posted (today|yesterday|\d+ (days?|weeks?|months?|years?) ago) \(\w+ \d{1,2}, \d{4}\)$/,
};
const applicants = {
  fr: /^(Soyez parmi les premiers à postuler|\d[\d\s]* candidatures)$/,
  en: /^(Be among the first applicants|[\d,]+ applicants)$/,
};

test('cards and the offer page give a relative date with the exact one, and the applicants', async ({
  page,
}) => {
  test.slow();
  const seen = watch(page);
  for (const locale of ['fr', 'en'] as const) {
    await openSearch(page, search[locale]);
    const card = page.getByTestId('offer-results').getByTestId('offer-card').first();
    const time = card.locator('time');
    await expect(time).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(time).toHaveAttribute('title', /\d{4}/);
    await expect(card.getByTestId('offer-published')).toHaveText(relative[locale]);
    await expect(card.getByTestId('offer-applicants')).toHaveText(applicants[locale]);
    const published = await time.getAttribute('datetime');

    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.locator('article').first();
    await expect(main.locator('time')).toHaveAttribute('datetime', published ?? '');
    await expect(main.getByTestId('offer-published')).toHaveText(relative[locale]);
    await expect(main.getByTestId('offer-applicants')).toHaveText(applicants[locale]);
    await expectAxeClean(page);
  }
  expect(seen.hydration).toEqual([]);
});
