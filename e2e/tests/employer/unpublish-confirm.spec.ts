import { expect, test } from '@playwright/test';
import { completeDraft, pageApi } from '../../support/employer-offers';
import { boards } from '@jobboard/tenants/registry';
import { demoSignIn } from '../../support/demo-sign-in';

/**
 * Issue 46, item 13: "Unpublish from all boards" asks first, naming the offer and its boards;
 * Cancel (or Esc) changes nothing; each row of My offers says which boards the offer is on.
 */
test('unpublishing from all boards asks first, naming the offer and its boards', async ({
  page,
}, info) => {
  test.slow();
  const board = info.project.name;
  await demoSignIn(page, 'employer');
  const title = `Serveur Confirmo ${Date.now()}`;
  const id = await completeDraft(page, board, title);
  if (board === 'careers') {
    // The paid board: through its checkout on the local fake Stripe (as publishing.spec does).
    await page.goto(`/en/employer/offer/${id}/publish`);
    await page.getByRole('button', { name: 'Pay and publish' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/publish\/success/);
  } else {
    const published = await pageApi(
      page,
      'POST',
      `/api/jobboard/${board}/employer/offer/${id}/publish?lg=fr`,
      { boards: [board] },
    );
    expect(published.status).toBeLessThan(300);
  }
  await expect
    .poll(
      async () =>
        (await pageApi<{ data: { boards: string[] } }>(page, 'GET', `/api/ats/offers/${id}`)).body
          .data.boards,
    )
    .toEqual([board]);

  await page.goto('/fr/employeur/mes-offres');
  const row = page.getByRole('listitem').filter({ hasText: title });
  const boardName = boards.find((b) => b.key === board)!.name.fr;
  await expect(row.getByText(`Sites d’emploi : ${boardName}`)).toBeVisible();

  const unpublish = row.getByRole('button', { name: 'Retirer de tous les sites' });
  await unpublish.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText(boardName);
  // Esc closes it and nothing happened.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(unpublish).toBeFocused();
  const still = await pageApi<{ data: { boards: string[] } }>(page, 'GET', `/api/ats/offers/${id}`);
  expect(still.body.data.boards).toEqual([board]);

  // Keyboard only: open, confirm.
  await unpublish.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Retirer', exact: true }).click();
  await expect(page.getByText('L’offre a été retirée de tous les sites d’emploi.')).toBeVisible();
  const gone = await pageApi<{ data: { boards: string[] } }>(page, 'GET', `/api/ats/offers/${id}`);
  expect(gone.body.data.boards).toEqual([]);
});
