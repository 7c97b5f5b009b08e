import { expect, test, type Page } from '@playwright/test';
import { boardOf } from '../../support/boards';
import { catalogueSample } from '../../support/catalogue-sample';
import {
  candidateRoutes,
  employerRoutes,
  publicRoutes,
  staticPageExists,
  type PublicRoute,
} from '../../support/public-routes';

/** Status of each path, fetched by the page itself (Node does not resolve *.localhost). */
async function statuses(page: Page, paths: string[]) {
  return page.evaluate(async (list) => {
    const out: Record<string, string> = {};
    for (const p of list) {
      const res = await fetch(p, { redirect: 'follow' });
      out[p] = `${res.status}${res.redirected ? ` -> ${new URL(res.url).pathname}` : ''}`;
    }
    return out;
  }, paths);
}

test('every public route of section 2 answers 200 at its translated slug, in both languages', async ({
  page,
}, testInfo) => {
  const board = boardOf(testInfo.project.name);
  await page.goto('/en');
  const data = await catalogueSample(page, testInfo.project.name);
  const routes = publicRoutes(board, data).filter((r) => !r.staticPage || staticPageExists(r.en));
  const paths = routes.flatMap((r) => [r.en, r.fr]);
  const result = await statuses(page, paths);
  expect(result).toEqual(Object.fromEntries(paths.map((p) => [p, '200'])));
  const pending = publicRoutes(board, data).filter((r) => r.staticPage && !staticPageExists(r.en));
  if (pending.length)
    testInfo.annotations.push({
      type: 'pending merge',
      description: `static pages not in this tree yet: ${pending.map((r) => r.en).join(', ')}`,
    });
});

/** Each route, fetched by a visitor, lands on `to` (a login page) in the route's own language. */
async function expectRedirects(page: Page, routes: PublicRoute[], to: PublicRoute) {
  await page.goto('/en');
  const paths = routes.flatMap((r) => [r.en, r.fr]);
  const expected = (p: string) => `200 -> ${p.startsWith('/fr') ? to.fr : to.en}`;
  expect(await statuses(page, paths)).toEqual(
    Object.fromEntries(paths.map((p) => [p, expected(p)])),
  );
}

test('employer routes send visitors to the employer login, in their language', async ({ page }) => {
  await expectRedirects(page, employerRoutes, {
    en: '/en/employer/login',
    fr: '/fr/employeur/connexion',
  });
});

test('candidate routes send visitors to the login, in their language', async ({ page }) => {
  await expectRedirects(page, candidateRoutes, { en: '/en/login', fr: '/fr/connexion' });
});

test('a wrong-language slug redirects to the right one', async ({ page }, testInfo) => {
  const res = await page.goto('/fr/login');
  expect(new URL(page.url()).pathname).toBe('/fr/connexion');
  expect(res?.status()).toBe(200);
  // /job without a category is the board's own job page.
  const jobs = `/en/job/${boardOf(testInfo.project.name).jobPageSlugs.en}`;
  await page.goto('/en/emploi');
  expect(new URL(page.url()).pathname).toBe(jobs);
  expect((await page.goto('/en/job'))?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(jobs);
});

test("the job page's category must be the board's slug for the language", async ({
  page,
}, testInfo) => {
  const board = boardOf(testInfo.project.name);
  const wrong = await page.goto('/fr/emploi/not-a-category');
  expect(wrong?.status()).toBe(404);
  await page.goto(`/fr/emploi/${board.jobPageSlugs.en}`);
  expect(new URL(page.url()).pathname).toBe(`/fr/emploi/${board.jobPageSlugs.fr}`);
});

for (const locale of ['fr', 'en'] as const) {
  test(`an unknown path shows the 404 page with status 404 (${locale})`, async ({ page }) => {
    const res = await page.goto(`/${locale}/no/such/page`);
    expect(res?.status()).toBe(404);
    await expect(
      page.getByText(
        locale === 'fr' ? 'Cette page est introuvable.' : 'This page could not be found.',
      ),
    ).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: locale === 'fr' ? 'Retour à l’accueil' : 'Back to home' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
  });
}

test('the language switcher keeps the page, dynamic params included', async ({
  page,
}, testInfo) => {
  const board = boardOf(testInfo.project.name);
  await page.goto('/en');
  const {
    offer: o,
    company: c,
    specialization: sp,
    city,
  } = await catalogueSample(page, testInfo.project.name);
  const pairs = [
    [`/fr/offre/${o.slug.fr}/${o.id}/application`, `/en/offer/${o.slug.en}/${o.id}/apply`],
    [
      `/en/job/${board.jobPageSlugs.en}/${sp.en}/${city}`,
      `/fr/emploi/${board.jobPageSlugs.fr}/${sp.fr}/${city}`,
    ],
    [`/en/company/${c.slug.en}/${c.id}/jobs`, `/fr/entreprise/${c.slug.fr}/${c.id}/emplois`],
    ['/fr/connexion', '/en/login'],
    // The attribute's slug differs per language: the page's hreflang alternate gives it.
    ['/fr/categorie/schedule/temps-plein', '/en/category/schedule/full-time'],
  ] as const;
  for (const [from, to] of pairs) {
    await page.goto(from, { waitUntil: 'networkidle' });
    const switcher = page.getByTestId('language-switcher').first();
    await expect(switcher).toHaveText(from.startsWith('/fr') ? 'English' : 'Français');
    await switcher.click();
    await expect(page).toHaveURL((url) => url.pathname === to);
  }
});

test('every page carries hreflang alternates for its languages and x-default', async ({
  page,
}, testInfo) => {
  const board = boardOf(testInfo.project.name);
  await page.goto('/en');
  const { offer: o } = await catalogueSample(page, testInfo.project.name);
  // An offer written in French only has no English page of its own (issue 18): its /en/ page
  // is the French one in the English shell, so neither hreflang nor x-default names it.
  const english = await page.evaluate(
    async ([key, id]) =>
      Boolean(
        (
          (await (await fetch(`/api/jobboard/${key}/offers/${id}?lg=en`)).json()) as {
            data: { contents: { en?: unknown } };
          }
        ).data.contents.en,
      ),
    [testInfo.project.name, o.id] as const,
  );
  const fr = `/fr/offre/${o.slug.fr}/${o.id}`;
  const en = `/en/offer/${o.slug.en}/${o.id}`;
  await page.goto(fr);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]),
      ),
    );
  expect(alternates).toEqual(
    english
      ? { 'fr-CA': fr, 'en-CA': en, 'x-default': board.defaultLocale === 'fr' ? fr : en }
      : { 'fr-CA': fr, 'x-default': fr },
  );
});

test('static pages and contact carry their translated hreflang alternates', async ({ page }) => {
  for (const [fr, en] of [
    ['/fr/politique-de-confidentialite-et-de-securite', '/en/privacy-policy'],
    ['/fr/notre-service-de-depannage', '/en/our-solution'],
    ['/fr/contact-us', '/en/contact-us'],
  ] as const) {
    await page.goto(en);
    const href = (lang: string) =>
      page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
    expect(new URL((await href('fr-CA')) ?? '').pathname).toBe(fr);
    expect(new URL((await href('en-CA')) ?? '').pathname).toBe(en);
  }
});

test('the server-rendered language switcher is the hreflang alternate on offer, apply and company pages', async ({
  page,
}, testInfo) => {
  // Issue 46, items 27 and 29: an offer's or company's slug differs per language (its title),
  // so the link must carry the other language's slug itself, not redirect there.
  await page.goto('/en');
  const found = await page.evaluate(async (key) => {
    type Item = {
      id: number;
      slugs: { fr: string; en: string };
      company: { id: number; slugs?: { fr: string; en: string } } | null;
    };
    const list = (await (await fetch(`/api/jobboard/${key}/offers?lg=en`)).json()) as {
      data: Item[];
    };
    const offer = list.data.find((o) => o.slugs.fr !== o.slugs.en) ?? list.data[0]!;
    const withCompany = list.data.find((o) => o.company) ?? offer;
    const company = (
      (await (
        await fetch(`/api/jobboard/${key}/company/${withCompany.company!.id}?lg=en`)
      ).json()) as { data: { id: number; slugs: { fr: string; en: string } } }
    ).data;
    return { offer, company };
  }, testInfo.project.name);
  const { offer: o, company: c } = found;
  const paths = [
    `/fr/offre/${o.slugs.fr}/${o.id}`,
    `/en/offer/${o.slugs.en}/${o.id}`,
    `/fr/offre/${o.slugs.fr}/${o.id}/application`,
    `/en/offer/${o.slugs.en}/${o.id}/apply`,
    `/fr/entreprise/${c.slugs.fr}/${c.id}`,
    `/en/company/${c.slugs.en}/${c.id}`,
    `/fr/entreprise/${c.slugs.fr}/${c.id}/emplois`,
    `/en/company/${c.slugs.en}/${c.id}/jobs`,
  ];
  const seen = await page.evaluate(async (list) => {
    const out: Record<
      string,
      { switcher: string | null; alternate: string | null; canonical: string | null; title: string }
    > = {};
    for (const path of list) {
      const html = await (await fetch(path, { redirect: 'manual' })).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const other = path.startsWith('/fr') ? 'en-CA' : 'fr-CA';
      const alternate = doc
        .querySelector(`link[rel="alternate"][hreflang="${other}"]`)
        ?.getAttribute('href');
      out[path] = {
        switcher:
          doc.querySelector('[data-testid="language-switcher"]')?.getAttribute('href') ?? null,
        alternate: alternate ? new URL(alternate).pathname : null,
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        title: doc.title,
      };
    }
    return out;
  }, paths);
  for (const path of paths) {
    const { switcher, alternate } = seen[path]!;
    // An offer written in one language only has no alternate in the other: the switcher then
    // goes to the same offer in the other shell, at the slug that page answers with.
    if (alternate !== null) expect(switcher, path).toBe(alternate);
    else expect(switcher, path).toMatch(new RegExp(`/${o.id}(/apply|/application)?$`));
  }
  expect(seen[paths[0]!]!.alternate).not.toBeNull();
  // The company's jobs pages are pages of their own: canonical, alternates, title (item 29).
  const pairs: [string, string][] = [
    [paths[6]!, paths[4]!],
    [paths[7]!, paths[5]!],
  ];
  for (const [jobs, company] of pairs) {
    expect(seen[jobs]!.alternate, jobs).not.toBeNull();
    expect(new URL(seen[jobs]!.canonical ?? 'http://x/').pathname, jobs).toBe(jobs);
    expect(seen[jobs]!.title, jobs).toContain(seen[company]!.title.split(' | ')[0]!);
    expect(seen[jobs]!.title, jobs).not.toBe(seen[company]!.title);
  }
});
