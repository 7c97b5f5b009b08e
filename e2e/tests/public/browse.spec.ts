import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@jobboard/tenancy/board-config';

interface Offer {
  id: number;
  slug: string;
  title: string;
  language: Locale;
  is_confidential: boolean;
  contents: { fr?: { title: string }; en?: { title: string } };
  company: { id: number; slug: string; name: string } | null;
  city: { slug: string; label: string } | null;
}
interface OfferList {
  data: Offer[];
  meta: { current_page: number; last_page: number; total: number };
}

const words = {
  fr: {
    title: 'Poste ou mot-clé',
    city: 'Ville',
    fullTime: 'Temps plein',
    confidential: 'Confidentiel',
  },
  en: {
    title: 'Job title or keyword',
    city: 'City',
    fullTime: 'Full time',
    confidential: 'Confidential',
  },
};

/** API calls go through the page: Node's own resolver may not know *.localhost hosts. */
async function api<T>(
  page: Page,
  path: string,
  init?: { method: string; body: unknown },
): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init?.method ?? 'GET',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        ...(init ? { body: JSON.stringify(init.body) } : {}),
      });
      return (await res.json()) as T;
    },
    { path, init },
  );
}

const cardIds = (page: Page) =>
  page
    .getByTestId('offer-results')
    .getByTestId('offer-card')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-offer-id'))));

/** Opens a search page and waits for React to take over its form. */
async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true');
}

/** Waits until the results answer the URL's filters and no fetch is running. */
async function settled(page: Page) {
  await expect(page.getByTestId('offer-results')).toHaveAttribute('data-fetching', 'false');
}

async function findOffer(page: Page, board: string, locale: Locale, match: (o: Offer) => boolean) {
  for (let p = 1; p <= 20; p += 1) {
    const list = await api<OfferList>(page, `/api/jobboard/${board}/offers?lg=${locale}&page=${p}`);
    const offer = list.data.find(match);
    if (offer) return { offer, page: p };
    if (p >= list.meta.last_page) break;
  }
  return null;
}

for (const locale of ['fr', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: search by text shows the matching offers and the URL keeps it`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await openSearch(page, `/${locale}`);
    const firstTitle =
      (await page
        .getByTestId('offer-results')
        .getByTestId('offer-card')
        .first()
        .locator('h2')
        .textContent()) ?? '';
    const word = firstTitle.split(/\s+/).find((part) => part.length >= 5) ?? firstTitle;
    await page.getByLabel(w.title).fill(word);
    await expect(page).toHaveURL(
      new RegExp(`[?&]title=${encodeURIComponent(word).replace(/%20/g, '\\+')}`),
    );
    await settled(page);
    const expected = await api<OfferList>(
      page,
      `/api/jobboard/${board}/offers?lg=${locale}&title=${encodeURIComponent(word)}`,
    );
    expect(await cardIds(page)).toEqual(expected.data.map((o) => o.id));
    expect(expected.data.length).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByLabel(w.title)).toHaveValue(word);
    expect(await cardIds(page)).toEqual(expected.data.map((o) => o.id));
  });

  test(`${locale}: city and schedule filters show matching offers only, survive a reload, Back works`, async ({
    page,
  }) => {
    await openSearch(page, `/${locale}`);
    const before = await cardIds(page);
    await page.getByLabel(w.city).selectOption({ label: 'Montréal' });
    await expect(page).toHaveURL(/[?&]city=montreal/);
    await page.getByRole('checkbox', { name: w.fullTime }).check();
    await expect(page).toHaveURL(/[?&]schedule=41/);
    await settled(page);
    const cards = page.getByTestId('offer-results').getByTestId('offer-card');
    const count = await cards.count();
    for (let i = 0; i < count; i += 1) {
      await expect(cards.nth(i).getByTestId('offer-card-company')).toContainText('Montréal');
      await expect(cards.nth(i)).toContainText(w.fullTime);
    }
    const filtered = await cardIds(page);
    await page.reload();
    await expect(page.getByLabel(w.city)).toHaveValue('montreal');
    await expect(page.getByRole('checkbox', { name: w.fullTime })).toBeChecked();
    await expect.poll(() => cardIds(page)).toEqual(filtered);
    // Each choice pushed one history entry: Back undoes the schedule, then the city.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]city=montreal/);
    await expect(page).not.toHaveURL(/schedule=/);
    await expect(page.getByRole('checkbox', { name: w.fullTime })).not.toBeChecked();
    await expect(page.getByLabel(w.city)).toHaveValue('montreal');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(page.getByLabel(w.city)).toHaveValue('');
    // The refetch after Back starts a tick after the URL changes; wait for the cards themselves.
    await expect.poll(() => cardIds(page)).toEqual(before);
  });

  test(`${locale}: paging moves through the results and Back returns`, async ({ page }) => {
    await openSearch(page, `/${locale}`);
    const first = await cardIds(page);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /^Page 2$/ })
      .or(page.getByRole('link', { name: /^Page 2$/ }))
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    // As after Back below: the fetch starts a tick after the URL changes, so `settled` alone
    // could still see page 1's cards (CI, careers, once).
    await expect.poll(() => cardIds(page)).not.toEqual(first);
    await settled(page);
    const second = await cardIds(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second).not.toEqual(first);
    await page.goBack();
    await settled(page);
    await expect.poll(() => cardIds(page)).toEqual(first);
  });

  test(`${locale}: a landing page from the sitemap shows its pre-filtered offers`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    const xml = await page.evaluate(async () => (await fetch('/sitemap.xml')).text());
    expect(xml).toContain('hreflang="fr-CA"');
    const segment = locale === 'fr' ? 'emploi' : 'job';
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const landing = urls.find((u) =>
      new RegExp(`^/${locale}/${segment}/[^/]+/[^/]+/[^/]+$`).test(u),
    );
    expect(landing).toBeDefined();
    const res = await page.goto(landing!);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(landing);
    const cards = page.getByTestId('offer-results').getByTestId('offer-card');
    expect(await cards.count()).toBeGreaterThan(0);
    const cityLabel = await cards.first().getByTestId('offer-card-company').textContent();
    const city = cityLabel?.split(' · ').at(-1) ?? '';
    for (let i = 0; i < (await cards.count()); i += 1)
      await expect(cards.nth(i).getByTestId('offer-card-company')).toContainText(city);
    expect((await page.goto(`/${locale}/${segment}/nope`))?.status()).toBe(404);
  });
}

test('Back pressed before the page hydrates still shows the search of the URL it lands on', async ({
  page,
}) => {
  await openSearch(page, '/fr');
  const before = await cardIds(page);
  await page.getByLabel(words.fr.city).selectOption({ label: 'Montréal' });
  await expect(page).toHaveURL(/[?&]city=montreal/);
  // A slow phone: the reloaded page's scripts have not run when Back is pressed. Holding them
  // (rather than throttling the CPU) makes "before hydration" certain on a loaded CI machine.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'false');
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/fr$/);
  release();
  await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByLabel(words.fr.city)).toHaveValue('');
  await expect.poll(() => cardIds(page)).toEqual(before);
});

test('a French-only offer opened in English shows the French text with a notice', async ({
  page,
}, info) => {
  const board = info.project.name;
  await page.goto('/en');
  const found = await findOffer(page, board, 'en', (o) => o.language === 'fr' && !o.contents.en);
  expect(found).not.toBeNull();
  const offer = found!.offer;
  await page.goto(`/en/offer/${offer.slug}/${offer.id}`);
  await expect(page.getByTestId('offer-language-notice')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.contents.fr!.title);
});

test('a wrong slug redirects permanently to the offer canonical URL', async ({ page }, info) => {
  await page.goto('/fr');
  const list = await api<OfferList>(page, `/api/jobboard/${info.project.name}/offers?lg=fr`);
  const offer = list.data[0]!;
  await page.goto(`/fr/offre/mauvais-slug/${offer.id}`);
  await expect(page).toHaveURL(new RegExp(`/fr/offre/${offer.slug}/${offer.id}$`));
});

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: a confidential offer hides its company on the card, the page and in the JSON-LD`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await page.goto(`/${locale}`);
    const found = await findOffer(page, board, locale, (o) => o.is_confidential);
    expect(found).not.toBeNull();
    const { offer, page: at } = found!;
    await page.goto(`/${locale}${at > 1 ? `?page=${at}` : ''}`);
    const card = page.getByTestId('offer-results').locator(`[data-offer-id="${offer.id}"]`);
    await expect(card.getByTestId('offer-card-company')).toHaveText(
      new RegExp(`^${words[locale].confidential}`),
    );
    await card.getByRole('link').click();
    await expect(page.getByTestId('offer-company-confidential')).toBeVisible();
    await expect(page.getByTestId('offer-company-name')).toHaveCount(0);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(ld.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: words[locale].confidential,
    });
    expect(ld.jobLocation.address.streetAddress).toBeUndefined();
  });
}

test('an offer page carries JSON-LD with every required JobPosting property, list pages none', async ({
  page,
}, info) => {
  await page.goto('/en');
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
  const found = await findOffer(page, info.project.name, 'en', (o) => !o.is_confidential);
  const offer = found!.offer;
  await page.goto(`/en/offer/${offer.slug}/${offer.id}`);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('JobPosting');
  for (const key of [
    'title',
    'description',
    'datePosted',
    'validThrough',
    'hiringOrganization',
    'jobLocation',
    'identifier',
    'directApply',
  ])
    expect(ld, key).toHaveProperty(key);
  expect(ld.hiringOrganization.name).toBe(offer.company!.name);
  expect(ld.jobLocation['@type']).toBe('Place');
  expect(ld.jobLocation.address).toMatchObject({
    '@type': 'PostalAddress',
    addressRegion: 'QC',
    addressCountry: 'CA',
  });
  expect(new Date(ld.datePosted).toString()).not.toBe('Invalid Date');
  // Company page from the offer, then its jobs.
  await page.getByRole('link', { name: 'See the company' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.company!.name);
  await page.getByRole('link', { name: 'See the jobs' }).click();
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
});

test('newsletter: subscribe, the mail in the dev mailbox, its link confirms, unsubscribe works', async ({
  page,
}, info) => {
  const board = info.project.name;
  const email = `e2e-${board}-${Date.now()}@example.com`;
  await page.goto('/en');
  const answer = await api<{ message: string }>(page, `/api/jobboard/${board}/news-letter?lg=en`, {
    method: 'POST',
    body: { email },
  });
  expect(answer.message).toContain('Thank you');
  // The outbox worker delivers to the dev mailbox within a poll interval or two.
  let text = '';
  await expect(async () => {
    const box = await api<{ data: { id: number; recipient: string }[] }>(page, '/api/dev/mailbox');
    const mail = box.data.find((m) => m.recipient === email);
    expect(mail).toBeDefined();
    text = (await api<{ data: { text: string } }>(page, `/api/dev/mailbox/${mail!.id}`)).data.text;
  }).toPass({ timeout: 20_000 });
  const link = (kind: string) => {
    const match = new RegExp(`https?://[^\\s]+/en/${kind}/[^\\s]+`).exec(text);
    expect(match, kind).not.toBeNull();
    return new URL(match![0]).pathname;
  };
  await page.goto(link('news-letter-confirmation'));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByTestId('newsletter-outcome')).toHaveText(
    'Your newsletter subscription is confirmed.',
  );
  await page.reload();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByTestId('newsletter-outcome')).toContainText('already been used');
  await page.goto(link('jobboard_news_letter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByTestId('newsletter-outcome')).toHaveText(
    'You are unsubscribed from the newsletter.',
  );
});

const footerForm = {
  fr: {
    submit: "M'abonner",
    email: 'Adresse courriel',
    required: 'Ce champ est obligatoire.',
    invalid: 'Entrez une adresse courriel valide.',
    done: 'Merci\u00a0! Si cette adresse',
  },
  en: {
    submit: 'Subscribe',
    email: 'Email address',
    required: 'This field is required.',
    invalid: 'Enter a valid email address.',
    done: 'Thank you! Unless this address',
  },
};

for (const locale of ['fr', 'en'] as const) {
  test(`the footer's newsletter form (${locale}): errors under its field, then the server's sentence`, async ({
    page,
  }, info) => {
    const words = footerForm[locale];
    await page.goto(`/${locale}`);
    // The job-alert form of a search page has an e-mail field too: the footer's is this one.
    const form = page.getByRole('contentinfo').locator('form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const email = form.getByRole('textbox', { name: words.email });
    const submit = form.getByRole('button', { name: words.submit });

    // The helper line is held for a message (helperText " "): an error does not move the page.
    const height = async () => (await form.boundingBox())!.height;
    const before = await height();
    await submit.click();
    await expect(form.getByText(words.required)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(await height()).toBeCloseTo(before, 1);
    await email.fill('not-an-address');
    await submit.click();
    await expect(form.getByText(words.invalid)).toBeVisible();
    // The error's words and the floated label stay readable on the dark footer.
    const axe = await new AxeBuilder({ page }).include('footer form').analyze();
    expect(axe.violations).toEqual([]);

    await email.fill(`footer-${info.project.name}-${locale}-${Date.now()}@example.com`);
    await submit.click();
    await expect(form.getByRole('status')).toContainText(words.done);
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(form.getByText(words.invalid)).toHaveCount(0);
  });
}

test('axe finds no violations on home, landing, offer and company pages', async ({
  page,
}, info) => {
  const board = info.project.name;
  await page.goto('/fr');
  const found = await findOffer(page, board, 'fr', (o) => !o.is_confidential);
  const offer = found!.offer;
  const xml = await page.evaluate(async () => (await fetch('/sitemap.xml')).text());
  const landing = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .find((u) => /^\/fr\/emploi\/[^/]+\/[^/]+$/.test(u));
  const pages = [
    '/fr',
    '/en',
    landing!,
    `/fr/offre/${offer.slug}/${offer.id}`,
    `/fr/entreprise/${offer.company!.slug}/${offer.company!.id}`,
  ];
  for (const path of pages) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
  }
});

test("the company page shows the employer's website and team size, in both languages", async ({
  page,
}, info) => {
  // Issue 46, item 21: what the employer entered in its company form is on its public page.
  const board = info.project.name;
  await page.goto('/fr');
  const found = await findOffer(page, board, 'fr', (o) => !o.is_confidential);
  const id = found!.offer.company!.id;
  for (const [locale, size] of [
    ['fr', /\d+ à [\d  ]+ employés|Plus de 1 000 employés/],
    ['en', /\d+ to [\d,]+ employees|More than 1,000 employees/],
  ] as const) {
    const company = await page.evaluate(
      async ([key, cid, lg]) =>
        (
          (await (await fetch(`/api/jobboard/${key}/company/${cid}?lg=${lg}`)).json()) as {
            data: { slug: string; website: string | null; team_size: string | null };
          }
        ).data,
      [board, id, locale] as const,
    );
    expect(company.website).toMatch(/^https:\/\//);
    expect(company.team_size).toBeTruthy();
    await page.goto(
      `/${locale}/${locale === 'fr' ? 'entreprise' : 'company'}/${company.slug}/${id}`,
    );
    const facts = page.getByTestId('company-facts');
    await expect(facts.getByRole('link')).toHaveAttribute('href', company.website!);
    await expect(facts).toContainText(size);
  }
});
