import { expect, test, type Page } from '@playwright/test';
import { formReady } from '../../support/accounts';
import {
  DEMO_CANDIDATE_EMAIL,
  DEMO_PASSWORD,
  demoEmployers,
} from '@jobboard/api/services/auth/demo-account-list';

/**
 * Spec sections 2 and 6: every guarded page against guest, candidate, a full employer and an
 * employer lacking each permission. The demo seeding (`npm start`, which the e2e server runs)
 * creates those team members; no public form can.
 */
type Permission = 'manage_companies' | 'manage_offers' | 'manage_candidates';
type Access = 'candidate' | 'employer' | readonly Permission[];

const pages: { path: string; access: Access; candidateStatus?: string; employerStatus?: string }[] =
  [
    { path: '/en/profile', access: 'candidate' },
    { path: '/en/profile/skills/add', access: 'candidate' },
    // Issue 11: a skill that is not the demo candidate's is the 404 page. No skill has this id
    // (skill 1 was used once: whose it is depends on which specs ran before).
    { path: '/en/profile/skills/edit/999999999', access: 'candidate', candidateStatus: '404' },
    { path: '/en/employer/profile', access: 'employer' },
    { path: '/en/employer/staffing', access: 'employer' },
    { path: '/en/employer/recruitment', access: 'employer' },
    { path: '/en/employer/companies', access: ['manage_companies'] },
    { path: '/en/employer/create-company', access: ['manage_companies'] },
    // Company 1 (Hôtel Le Riverain) belongs to the demo team since issue 13's seed.
    { path: '/en/employer/companies/1/edit', access: ['manage_companies'] },
    { path: '/en/employer/my-offers', access: ['manage_offers'] },
    { path: '/en/employer/create-offer', access: ['manage_offers'] },
    // Offer 1 is a seeded offer of company 1, so the demo team's too: its pages are 200 for those
    // who may open them (another team's offer is the 404 of the authorisation matrix).
    { path: '/en/employer/offer/1/edit', access: ['manage_offers'] },
    { path: '/en/employer/offer/1/publish', access: ['manage_offers', 'manage_companies'] },
    { path: '/en/employer/offer/1/publish/cancel', access: ['manage_offers', 'manage_companies'] },
    { path: '/en/employer/offer/1/publish/success', access: ['manage_offers', 'manage_companies'] },
    { path: '/en/employer/offer/1/applications', access: ['manage_candidates'] },
  ];

interface Identity {
  name: string;
  kind: 'guest' | 'candidate' | 'employer';
  email?: string;
  permissions: readonly string[];
}

const identities: Identity[] = [
  { name: 'guest', kind: 'guest', permissions: [] },
  { name: 'candidate', kind: 'candidate', email: DEMO_CANDIDATE_EMAIL, permissions: [] },
  ...demoEmployers.map((e) => ({
    name: e.email.split('@')[0]!,
    kind: 'employer' as const,
    email: e.email,
    permissions: e.permissions,
  })),
];

function expected(page: (typeof pages)[number], who: Identity): string {
  if (page.access === 'candidate') {
    return who.kind === 'candidate' ? (page.candidateStatus ?? '200') : '→ /en/login';
  }
  if (who.kind !== 'employer') return '→ /en/employer/login';
  const allowed = page.employerStatus ?? '200';
  if (page.access === 'employer') return allowed;
  return page.access.every((p) => who.permissions.includes(p)) ? allowed : '403';
}

async function signIn(page: Page, who: Identity) {
  await page.context().clearCookies();
  if (who.kind === 'guest' || !who.email) return;
  await page.goto('/en/terms-and-conditions');
  const status = await page.evaluate(
    async ({ kind, email, password }) => {
      const res = await fetch(`/api/${kind === 'employer' ? 'ats' : 'jobboard'}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return res.status;
    },
    { kind: who.kind, email: who.email, password: DEMO_PASSWORD },
  );
  expect(status, `log in as ${who.name}`).toBe(200);
}

test('every guarded page answers each kind of visitor as its guard says', async ({ page }) => {
  test.setTimeout(180_000);
  const mismatches: string[] = [];
  for (const who of identities) {
    await signIn(page, who);
    for (const target of pages) {
      const res = await page.goto(target.path);
      const url = new URL(page.url());
      const got = url.pathname === target.path ? String(res?.status()) : `→ ${url.pathname}`;
      const want = expected(target, who);
      if (got !== want) mismatches.push(`${target.path} as ${who.name}: got ${got}, want ${want}`);
      if (want === '403' && got === '403') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unauthorized');
      }
    }
  }
  expect(mismatches).toEqual([]);
});

test('a missing permission shows the 403 page in French too', async ({ page }) => {
  const who = identities.find((i) => i.name === 'no-companies');
  if (!who) throw new Error('demo employer without manage_companies is missing');
  await signIn(page, who);
  const res = await page.goto('/fr/employer/companies');
  expect(res?.status()).toBe(403);
  await expect(page.getByText(/Vous n.avez pas la permission/)).toBeVisible();
  // The rest of the employer area stays open to this member.
  expect((await page.goto('/fr/employeur/mes-offres'))?.status()).toBe(200);
});

test('after the login a guard sent them to, visitors come back to the page they asked for', async ({
  page,
}) => {
  await page.context().clearCookies();
  await page.goto('/fr/employeur/mes-offres');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/fr/employeur/connexion' &&
      url.searchParams.get('redirect') === '/fr/employeur/mes-offres',
  );
  await formReady(page);
  await page.getByLabel(/^Courriel/).fill(demoEmployers[0]!.email);
  await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/fr/employeur/mes-offres');

  // Signed in, the employer's own login page has nothing to offer: back to the employer area.
  await page.goto('/fr/employeur/connexion');
  await expect(page).toHaveURL((url) => url.pathname === '/fr/employer/companies');
  // A redirect parameter pointing at another site is ignored.
  await page.context().clearCookies();
  await page.goto('/en/employer/login?redirect=//evil.example/x');
  await formReady(page);
  await page.getByLabel(/^Email/).fill(demoEmployers[0]!.email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/companies');
});
