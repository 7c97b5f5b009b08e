import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import { pageApi } from '../../support/employer-offers';
import { atBothWidths, axeClean } from '../../support/page-checks';
import { operatorSignsIn } from '../../support/console';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';
const DEMO_TEAM_EMAIL = 'employer@demo.jobboard.test';

/** Searches the console's employers for `q` and opens the one team found. */
async function openTeam(page: Page, words: { field: string; submit: string }, q: string) {
  await page.getByRole('searchbox', { name: words.field }).fill(q);
  await page.getByRole('button', { name: words.submit }).click();
  const rows = page.getByRole('main').getByRole('row');
  // The header row and the one team.
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('link').click();
}

test('an operator verifies an employer (badge on its company page), suspends and reinstates another, in both languages', async ({
  page,
}, info) => {
  test.slow();
  const port = new URL(String(info.project.use.baseURL)).port;
  const board = `http://hospitality.localhost:${port}`;
  const console_ = String(info.project.use.baseURL);

  // A throwaway employer signs up on hospitality (never the demo team: other specs use it), and
  // a public company of the demo team is looked up for the badge.
  await page.goto(`${board}/en/terms-and-conditions`);
  const employer = newAccount('hospitality', 'employer');
  const signedUp = await pageApi(page, 'POST', '/api/ats/signup?lg=en', {
    first_name: employer.firstName,
    last_name: employer.lastName,
    email: employer.email,
    password: employer.password,
    password_confirmation: employer.password,
  });
  expect(signedUp.status).toBe(202);
  const offers = await pageApi<{ data: { company: { id: number; slug: string } | null }[] }>(
    page,
    'GET',
    '/api/jobboard/hospitality/offers?company=Riverain&lg=en',
  );
  const company = offers.body.data.find((o) => o.company)?.company;
  expect(company, 'a public company of the demo team on hospitality').toBeTruthy();
  const companyPage = `${board}/en/company/${company!.slug}/${company!.id}`;

  // English: the operator finds the demo team by a member's e-mail and verifies it.
  await page.goto(console_);
  await operatorSignsIn(page);
  await page.getByRole('main').getByRole('link', { name: 'Employers' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employers' })).toBeVisible();
  await openTeam(page, { field: 'Team, email or company', submit: 'Search' }, DEMO_TEAM_EMAIL);
  await expect(page.getByRole('heading', { level: 2, name: 'Members' })).toBeVisible();
  await expect(page.getByRole('cell', { name: DEMO_TEAM_EMAIL })).toBeVisible();
  const verifyButton = page.getByRole('button', {
    name: /^(Mark as verified|Remove the verification)$/,
  });
  // A run stopped midway may have left it verified: start from unverified.
  if ((await verifyButton.textContent()) === 'Remove the verification') {
    await verifyButton.click();
    await expect(page.getByText('The verification was removed.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Mark as verified' }).click();
  await expect(page.getByText('The employer is verified: the badge shows')).toBeVisible();
  await axeClean(page, 'console employer (en)');

  await page.goto(companyPage);
  const badge = page.getByTestId('company-verified');
  await expect(badge).toHaveText('Verified employer');
  await axeClean(page, 'company page with the badge');
  await page.screenshot({ path: `${screenshots}/company-verified-1366.png` });
  await page.goBack();
  // Back to how other specs expect the demo team.
  await page.getByRole('button', { name: 'Remove the verification' }).click();
  await expect(page.getByText('The verification was removed.')).toBeVisible();

  // French: the throwaway employer is found by e-mail and suspended, with a confirmation.
  await page.goto(`${console_}/fr/employeurs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Employeurs' })).toBeVisible();
  await openTeam(
    page,
    { field: 'Équipe, courriel ou entreprise', submit: 'Chercher' },
    employer.email,
  );
  await expect(page.getByRole('cell', { name: employer.email })).toBeVisible();
  await page.getByRole('button', { name: 'Suspendre', exact: true }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Raison de la suspension' })
    .fill('Frais demandés aux candidats.');
  await page.getByRole('button', { name: 'Suspendre', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Suspendre Éloïse Gagnon\s\?$/ });
  await expect(dialog).toBeVisible();
  await axeClean(page, 'console suspend dialog (fr)');
  await dialog.getByRole('button', { name: 'Suspendre l’employeur' }).click();
  await expect(page.getByText('L’employeur est suspendu')).toBeVisible();
  await expect(page.getByText(/Raison.+Frais demandés aux candidats\./)).toBeVisible();
  await axeClean(page, 'console employer (fr)');
  await atBothWidths(
    page,
    page.getByRole('main'),
    (width) => `${screenshots}/console-employer-${width}.png`,
  );
  const teamPage = page.url();

  // The suspended employer's sign-in is refused, with the reason why.
  await page.goto(`${board}/en/employer/login`);
  await expect(page.locator('main form[data-hydrated="true"]').first()).toBeAttached();
  await page.getByLabel(/^Email/).fill(employer.email);
  await page.getByLabel(/^Password/).fill(employer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Your team’s employer account is suspended')).toBeVisible();

  // Reinstated: sign-in works again.
  await page.goto(teamPage);
  await page.getByRole('button', { name: 'Rétablir' }).click();
  await expect(page.getByText('L’employeur est rétabli.')).toBeVisible();
  await page.goto(`${board}/en/terms-and-conditions`);
  const again = await pageApi(page, 'POST', '/api/ats/auth/login?lg=en', {
    email: employer.email,
    password: employer.password,
  });
  expect(again.status).toBe(200);

  // The employers list at both widths (its table stacks into cards at 375 px).
  await page.goto(`${console_}/en/employers?q=${encodeURIComponent(employer.email)}`);
  await expect(page.getByRole('cell', { name: /Active/ })).toBeVisible();
  await axeClean(page, 'console employers list (en)');
  await atBothWidths(
    page,
    page.getByRole('main'),
    (width) => `${screenshots}/console-employers-${width}.png`,
  );
});
