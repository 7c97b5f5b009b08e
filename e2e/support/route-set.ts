import { expect, type Page } from '@playwright/test';
import { boardOf } from './boards';
import { catalogueSample } from './catalogue-sample';
import { demoSignIn } from './demo-sign-in';
import { pageApi } from './employer-offers';
import { candidateRoutes, publicRoutes, type PublicRoute } from './public-routes';

export type Role = 'visitor' | 'candidate' | 'employer';

/** The signed-in employer's pages, with ids of the demo team's own company and offer. */
export async function employerRoutes(page: Page): Promise<PublicRoute[]> {
  const companies = await pageApi<{ data: { id: number }[] }>(
    page,
    'GET',
    '/api/ats/options/companies',
  );
  const offers = await pageApi<{ data: { id: number }[] }>(page, 'GET', '/api/ats/offers');
  const company = companies.body.data[0]!.id;
  const offer = offers.body.data[0]!.id;
  const both = (en: string, fr: string = en.replace(/^\/en/, '/fr')) => ({ en, fr });
  return [
    both('/en/employer/companies'),
    both('/en/employer/create-company'),
    both(`/en/employer/companies/${company}/edit`),
    both('/en/employer/create-offer', '/fr/employeur/creer-une-offre'),
    both('/en/employer/my-offers', '/fr/employeur/mes-offres'),
    both(`/en/employer/offer/${offer}/edit`),
    both(`/en/employer/offer/${offer}/applications`),
    both(`/en/employer/offer/${offer}/publish`),
    both('/en/employer/profile'),
    both('/en/employer/recruitment'),
    both('/en/employer/staffing'),
  ];
}

/** A skill of the signed-in candidate (one is added when the profile has none). */
async function candidateSkill(page: Page, board: string): Promise<number> {
  type Listed = { data: { id: number; type?: string }[] };
  const skills = await pageApi<Listed>(page, 'GET', '/api/jobboard/user/skills');
  if (skills.body.data[0]) return skills.body.data[0].id;
  const attrs = await pageApi<Listed>(page, 'GET', `/api/jobboard/${board}/offer-attributes`);
  const attribute = attrs.body.data.find((a) => a.type === 'skill')!.id;
  const added = await pageApi<{ data: { id: number } }>(page, 'POST', '/api/jobboard/user/skills', {
    attribute_id: attribute,
    level: 3,
  });
  expect(added.status).toBe(201);
  return added.body.data.id;
}

export const pathsOf = (routes: readonly PublicRoute[]) => routes.flatMap((r) => [r.en, r.fr]);

/**
 * Every route of the board as the validators see them (issue 46): signed out, as the demo
 * candidate, as the demo employer, with real ids of their own skill, company and offer. Calls
 * `visit` with each role's routes while the page is signed in as that role.
 */
export async function forEachRole(
  page: Page,
  project: string,
  visit: (role: Role, routes: PublicRoute[]) => Promise<void>,
) {
  await page.context().clearCookies();
  await page.goto('/en/terms-and-conditions');
  const sample = await catalogueSample(page, project);
  await visit('visitor', publicRoutes(boardOf(project), sample));
  await demoSignIn(page, 'candidate');
  const skill = await candidateSkill(page, project);
  await visit('candidate', [
    ...candidateRoutes.filter((r) => !r.en.includes('/skills/edit')),
    { en: `/en/profile/skills/edit/${skill}`, fr: `/fr/profile/skills/edit/${skill}` },
  ]);
  await demoSignIn(page, 'employer');
  await visit('employer', await employerRoutes(page));
}
