import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { logIn, newAccount, register } from '../../support/accounts';

/**
 * Issue 11's candidate profile journey, once per board host: the hospitality board in French,
 * the careers board in English (axe runs on the profile and skill pages in both languages). One
 * sign-up per test: sign-ups are rate limited per client address.
 */
const wording = {
  fr: {
    profile: '/fr/profile',
    muiOpen: 'Ouvrir',
    search: '/fr/trouver-un-emploi',
    title: 'Mon profil',
    saveInfo: 'Enregistrer mes renseignements',
    location: /^Lieu de résidence/,
    phone: /^Numéro de téléphone/,
    workPermit: 'J’ai un permis de travail au Canada',
    saved: 'Enregistré.',
    extracted: 'Texte trouvé : « Camille Tremblay, cuisiniere de ligne »',
    refused: /type de fichier n'est pas accepté/,
    addSkill: 'Ajouter une compétence',
    skill: /^Compétence ou titre d’emploi/,
    noc: 'Cuisinier/cuisinière de ligne',
    level: /^Niveau/,
    level4: '4 · Avancé',
    level2: '2 · Un peu d’expérience',
    saveNew: 'Ajouter cette compétence',
    saveEdit: 'Enregistrer la compétence',
    edit: /^Modifier Cuisinier/,
    shown4: 'Niveau : Avancé',
    shown2: 'Niveau : Un peu d’expérience',
    save: /^Sauvegarder /,
    exportZip: 'Télécharger mes données (ZIP)',
    password: /^Mot de passe, pour confirmer/,
    deleteAccount: 'Supprimer mon compte',
    deleted: '/fr/compte-supprime',
  },
  en: {
    profile: '/en/profile',
    muiOpen: 'Open',
    search: '/en/find-a-job',
    title: 'My profile',
    saveInfo: 'Save my information',
    location: /^Where you live/,
    phone: /^Phone number/,
    workPermit: 'I have a permit to work in Canada',
    saved: 'Saved.',
    extracted: 'Text found: “Camille Tremblay, cuisiniere de ligne”',
    refused: /file type is not accepted/,
    addSkill: 'Add a skill',
    skill: /^Skill or job title/,
    noc: 'Line cook',
    level: /^Level/,
    level4: '4 · Advanced',
    level2: '2 · Some experience',
    saveNew: 'Add this skill',
    saveEdit: 'Save the skill',
    edit: /^Edit Line cook/,
    shown4: 'Level: Advanced',
    shown2: 'Level: Some experience',
    save: /^Save /,
    exportZip: 'Download my data (ZIP)',
    password: /^Password, to confirm/,
    deleteAccount: 'Delete my account',
    deleted: '/en/account-deleted',
  },
};

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

async function resumePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Camille Tremblay, cuisiniere de ligne', { x: 50, y: 780, font, size: 18 });
  page.drawText('Montreal - 514 555-0100', { x: 50, y: 750, font, size: 12 });
  return Buffer.from(await doc.save());
}

/** The smallest valid PNG, which the test names `.pdf`. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

test('a candidate fills the profile, keeps documents, skills and saved jobs, exports and deletes the account', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const board = testInfo.project.name;
  const lg = board === 'hospitality' ? 'fr' : 'en';
  const w = wording[lg];
  const account = newAccount(board, 'candidate');

  // A visitor's save button leads to the login page, which brings them back.
  await page.goto(w.search);
  await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('offer-card').first().getByTestId('save-offer').click();
  await expect(page).toHaveURL(
    (url) =>
      /^\/(en\/login|fr\/connexion)$/.test(url.pathname) &&
      url.searchParams.get('redirect') === w.search,
  );

  await register(page, account, 'candidate');
  await expect(page).toHaveURL((url) => url.pathname === '/en');

  // Personal information, with the location from the place search.
  await page.goto(w.profile);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  const info = page.getByTestId('info-form');
  await expect(info).toHaveAttribute('data-hydrated', 'true');
  await info.getByLabel(w.phone).fill('514 555-0100');
  await info.getByLabel(w.location).fill('mtl');
  await page.getByRole('option', { name: 'Montréal, QC, Canada' }).click();
  await info.getByLabel(w.workPermit).check();
  await info.getByRole('button', { name: w.saveInfo }).click();
  await expect(page.getByTestId('profile-info').getByText(w.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('info-form').getByLabel(w.location)).toHaveValue(
    'Montréal, QC, Canada',
  );
  // MUI's own texts speak the page's language (issue 46, item 24): the place field's list button.
  await expect(page.getByTestId('info-form').locator(`[title="${w.muiOpen}"]`)).toHaveCount(1);
  if (lg === 'fr') await expect(page.locator('[title="Open"], [aria-label="Open"]')).toHaveCount(0);

  // A real PDF resume: its text is read, and its first line shown.
  await page.getByTestId('document-file-input').setInputFiles({
    name: 'cv-camille.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(),
  });
  const item = page.getByTestId('document-item').filter({ hasText: 'cv-camille.pdf' });
  await expect(item.getByTestId('document-text')).toHaveText(w.extracted);

  // A PNG named .pdf is refused for its content.
  await page.getByTestId('document-file-input').setInputFiles({
    name: 'photo.pdf',
    mimeType: 'application/pdf',
    buffer: png,
  });
  await expect(page.getByTestId('upload-error')).toContainText(w.refused);
  await expect(page.getByTestId('document-item')).toHaveCount(1);

  // A skill through the NOC autocomplete, then edited.
  await page.getByRole('link', { name: w.addSkill }).click();
  await expect(page.getByTestId('skill-form')).toHaveAttribute('data-hydrated', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel(w.skill).fill(lg === 'fr' ? 'cuisinier' : 'line cook');
  await page.getByRole('option', { name: w.noc, exact: true }).click();
  await page.getByLabel(w.level).click();
  await page.getByRole('option', { name: w.level4 }).click();
  await page.getByRole('button', { name: w.saveNew }).click();
  await expect(page).toHaveURL((url) => url.pathname === w.profile);
  const skill = page.getByTestId('skill-item').filter({ hasText: w.noc });
  await expect(skill).toContainText(w.shown4);
  await skill.getByRole('link', { name: w.edit }).click();
  await expect(page.getByTestId('skill-form')).toHaveAttribute('data-hydrated', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel(w.level).click();
  await page.getByRole('option', { name: w.level2 }).click();
  await page.getByRole('button', { name: w.saveEdit }).click();
  await expect(page).toHaveURL((url) => url.pathname === w.profile);
  await expect(page.getByTestId('skill-item').filter({ hasText: w.noc })).toContainText(w.shown2);

  // An edit page without an id, or with an id that is not one of the candidate's, is a 404.
  expect((await page.goto(`/${lg}/profile/skills/edit`))?.status()).toBe(404);
  expect((await page.goto(`/${lg}/profile/skills/edit/999999`))?.status()).toBe(404);

  // A job saved from the search page shows up in the profile.
  await page.goto(w.search);
  const card = page.getByTestId('offer-card').first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const save = card.getByTestId('save-offer');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.goto(w.profile);
  await expect(page.getByTestId('saved-offer').filter({ hasText: title })).toBeVisible();

  // axe on the filled profile, in both languages.
  for (const locale of ['fr', 'en'] as const) {
    await page.goto(wording[locale].profile);
    await expect(page.getByTestId('saved-offer')).toHaveCount(1);
    await expectNoAxeViolations(page);
  }
  // And on a section still loading: its spinner once failed axe (a progressbar with no name),
  // seen only when the scan caught a slow section. The alerts answer is held until scanned.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/user\/job-alerts\?/,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto(w.profile);
  const loading = page.getByTestId('profile-job-alerts').getByRole('status');
  await expect(loading).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(loading).toBeHidden();
  // Screenshots of the filled profile for people to look at (never compared).
  mkdirSync(screenshots, { recursive: true });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await page.goto(w.profile);
    await expect(page.getByTestId('saved-offer')).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: path.join(screenshots, `${board}-${lg}-${width}-profile.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(w.profile);

  // The data ZIP holds the account and the resume.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: w.exportZip }).click(),
  ]);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(zip['data.json'] ?? new Uint8Array())) as {
    account: { email: string };
    skills: unknown[];
  };
  expect(data.account.email).toBe(account.email);
  expect(data.skills).toHaveLength(1);
  expect(Object.keys(zip).some((name) => /^documents\/\d+-cv-camille\.pdf$/.test(name))).toBe(true);

  // Deleting the account: the page that says so, signed out, and the password no longer opens it.
  await page.getByLabel(w.password).fill(account.password);
  await page.getByRole('button', { name: w.deleteAccount }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.deleteAccount }).click();
  await expect(page).toHaveURL((url) => url.pathname === w.deleted);
  await logIn(page, 'candidate', account.email, account.password);
  await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible();
});
