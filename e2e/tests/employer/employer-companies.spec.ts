import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, demoEmployers } from '@jobboard/api/services/auth/demo-account-list';
import { formReady, logIn, newAccount, register, type Account } from '../../support/accounts';

/**
 * Issue 12, company half: an employer describes a company with a logo, in each language, finds
 * it in the list and edits it; a member without manage_companies gets the 403 page.
 */
const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

async function screenshot(page: Page, name: string) {
  mkdirSync(screenshots, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

async function noAxeViolations(page: Page) {
  // After a client navigation Next streams the new <title> after the page's content: scan the
  // page once it has arrived, not mid-navigation (axe's document-title failed on that, once).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const where = new URL(page.url()).pathname;
  expect(
    results.violations.flatMap((v) =>
      v.nodes.map((n) => `${where}: ${v.id} ${n.target} ${n.html.slice(0, 160)}`),
    ),
  ).toEqual([]);
}

const logoPng = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

/** One account per board, made by the English journey and reused by the French one. */
let account: Account | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  // Long journeys (sign-up, two forms, uploads) on a machine that may be busy.
  test.setTimeout(180_000);
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

test('an employer registers, creates a company with a logo, edits it (English)', async ({
  page,
}, info) => {
  const board = info.project.name;
  account = newAccount(board, 'employer');
  await register(page, account, 'employer');
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/companies');
  await expect(page.getByText('No company yet')).toBeVisible();
  await noAxeViolations(page);

  await page.getByRole('link', { name: 'Add a company' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/create-company');
  await formReady(page);
  const editor = page.getByRole('textbox', { name: 'Description (English)' });
  await expect(editor).toBeVisible();
  await noAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${board}-en-375-create-company`);
  await page.setViewportSize({ width: 1366, height: 900 });

  // No name in either language: the server's rule, shown under both fields.
  await page.getByRole('button', { name: 'Create the company' }).click();
  await expect(page.getByText('Enter the company name in at least one language.')).toHaveCount(2);

  await page.getByLabel(/^Company name \(English\)/).fill('Harbour Café');
  await editor.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Fresh seafood');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' by the water.');
  await expect(editor.locator('strong')).toHaveText('Fresh seafood');
  const bold = page
    .getByRole('region', { name: 'In English' })
    .getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.getByLabel(/^Website/).fill('https://harbour.example.com');
  await page.getByTestId('company-logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await logoPng(),
  });
  await expect(page.getByTestId('company-logo-preview')).toBeVisible();
  await screenshot(page, `${board}-en-1366-create-company`);
  await page.getByRole('button', { name: 'Create the company' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/companies');
  const item = page.getByRole('listitem').filter({ hasText: 'Harbour Café' });
  await expect(item).toBeVisible();
  const logo = item.locator('img');
  await expect(logo).toHaveAttribute('src', /^\/api\/company-images\/[0-9a-f-]{36}\.webp$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(250);
  await screenshot(page, `${board}-en-1366-companies`);

  await item.getByRole('link', { name: 'Edit Harbour Café' }).click();
  await expect(page).toHaveURL((url) =>
    /^\/en\/employer\/companies\/\d+\/edit$/.test(url.pathname),
  );
  await formReady(page);
  await expect(page.getByTestId('company-logo-preview')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description (English)' })).toContainText(
    'Fresh seafood by the water.',
  );
  await noAxeViolations(page);
  await page.getByLabel(/^Company name \(English\)/).fill('Harbour Café & Bar');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/companies');
  await expect(page.getByRole('heading', { name: 'Harbour Café & Bar' })).toBeVisible();
});

test('the same employer adds a company in French and finds both (French)', async ({
  page,
}, info) => {
  const board = info.project.name;
  if (!account) throw new Error('the English journey did not create the account');
  await logIn(page, 'employer', account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/companies');
  await page.goto('/fr/employer/companies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes entreprises');
  // Only an English name: the French page shows it rather than nothing (spec section 3).
  await expect(page.getByRole('heading', { name: 'Harbour Café & Bar' })).toBeVisible();
  await noAxeViolations(page);

  await page.getByRole('link', { name: 'Ajouter une entreprise' }).click();
  await formReady(page);
  await page.getByLabel(/^Nom de l’entreprise \(français\)/).fill('Bistro du Quai');
  await page.getByRole('textbox', { name: 'Description (français)' }).click();
  await page.keyboard.type('Cuisine du marché.');
  await page.getByLabel(/^Site web/).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(
    page.getByText('Entrez une adresse web complète commençant par https:// ou http://.'),
  ).toBeVisible();
  await page.getByLabel(/^Site web/).fill('https://bistro.example.ca');
  await noAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${board}-fr-375-create-company`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Créer l’entreprise' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/fr/employer/companies');
  const names = page.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(names).toHaveText(['Bistro du Quai', 'Harbour Café & Bar']);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${board}-fr-375-companies`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, `${board}-fr-1366-companies`);

  await page.getByRole('link', { name: 'Modifier Bistro du Quai' }).click();
  await formReady(page);
  await expect(page.getByRole('textbox', { name: 'Description (français)' })).toContainText(
    'Cuisine du marché.',
  );
  await noAxeViolations(page);
  await screenshot(page, `${board}-fr-1366-edit-company`);
});

test('a member without manage_companies gets the 403 page and no Companies entry', async ({
  page,
}) => {
  const member = demoEmployers.find((e) => !e.permissions.includes('manage_companies'));
  if (!member) throw new Error('demo employer without manage_companies is missing');
  await logIn(page, 'employer', member.email, DEMO_PASSWORD);
  // The session exists once the login page is left; going on sooner raced it in the CI order.
  await expect(page).toHaveURL((url) => !url.pathname.endsWith('/employer/login'));
  for (const [lg, heading] of [
    ['en', 'Unauthorized'],
    ['fr', 'Accès non autorisé'],
  ] as const) {
    const res = await page.goto(`/${lg}/employer/companies`);
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await noAxeViolations(page);
  }
  const res = await page.goto('/en/employer/create-company');
  expect(res?.status()).toBe(403);
  // Home, for this member, is the first employer section they may open (issue 19 item 12).
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
    'href',
    '/en/employer/my-offers',
  );
  // The header offers no Companies entry to someone who may not open it.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Offers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Companies' })).toHaveCount(0);
  // The API says the same.
  const status = await page.evaluate(async () => (await fetch('/api/ats/companies')).status);
  expect(status).toBe(403);
});
