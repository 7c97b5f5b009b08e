import { expect, type Page } from '@playwright/test';
import {
  DEMO_CANDIDATE_EMAIL,
  DEMO_PASSWORD,
  demoEmployers,
} from '@jobboard/api/services/auth/demo-account-list';
import { pageApi } from './employer-offers';

/**
 * Signs the page in as a demo account through the API the login forms call (no sign-up: those
 * are limited per address). The page first loads a light public page for its origin.
 */
export async function demoSignIn(page: Page, role: 'candidate' | 'employer') {
  await page.context().clearCookies();
  await page.goto('/en/terms-and-conditions');
  const res = await pageApi(
    page,
    'POST',
    role === 'candidate' ? '/api/jobboard/auth/login' : '/api/ats/auth/login',
    {
      email: role === 'candidate' ? DEMO_CANDIDATE_EMAIL : demoEmployers[0]!.email,
      password: DEMO_PASSWORD,
    },
  );
  expect(res.status).toBe(200);
}
