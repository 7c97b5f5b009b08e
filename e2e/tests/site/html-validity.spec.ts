import { expect, test, type Page } from '@playwright/test';
import { boardOf } from '../../support/boards';
import { catalogueSample } from '../../support/catalogue-sample';
import { demoSignIn } from '../../support/demo-sign-in';
import { pageApi } from '../../support/employer-offers';
import { nuCheck, type NuMessage } from '../../support/nu-checker';
import { candidateRoutes, publicRoutes, type PublicRoute } from '../../support/public-routes';

/** The server's HTML of each path, fetched by the page with its cookies (status and body). */
async function serverHtml(page: Page, paths: readonly string[]) {
  return page.evaluate(async (list) => {
    const out: [string, number, string][] = [];
    for (const p of list) {
      const res = await fetch(p, { headers: { accept: 'text/html' } });
      out.push([p, res.status, await res.text()]);
    }
    return out;
  }, paths);
}

/** The signed-in employer's pages, with ids of the demo team's own company and offer. */
async function employerRoutes(page: Page): Promise<PublicRoute[]> {
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

/**
 * The one message the checker gets wrong: `<link rel="expect" blocking="render">` (the guest
 * card's guard against layout shift) is conforming HTML since whatwg/html#9970 (2024), but the
 * checker still allows `blocking` on `rel="stylesheet"` only. Matched narrowly: the same message
 * on any other link still fails.
 */
function checkerLag(m: NuMessage): boolean {
  return (
    m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(m.extract ?? '')
  );
}

const pathsOf = (routes: readonly PublicRoute[]) => routes.flatMap((r) => [r.en, r.fr]);

/**
 * Issue 46's done-when: the Nu HTML Checker finds no error in the server's HTML of every route,
 * in both languages, signed out, as the demo candidate and as the demo employer. Warnings and
 * infos are not errors; each error is listed with its page, so a failure says where to look.
 */
test('the server HTML of every route is valid HTML (Nu checker), in both languages', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const board = boardOf(testInfo.project.name);
  await page.goto('/en/terms-and-conditions');
  const sample = await catalogueSample(page, testInfo.project.name);
  const docs = new Map<string, string>();
  const statuses: string[] = [];
  const collect = (pages: [string, number, string][], who: string) => {
    for (const [p, status, html] of pages) {
      if (status !== 200) statuses.push(`${who} ${p}: ${status}`);
      docs.set(`${who} ${p}`, html);
    }
  };
  collect(await serverHtml(page, pathsOf(publicRoutes(board, sample))), 'visitor');
  // A missing page's own HTML too.
  collect(await serverHtml(page, ['/en/no-such-page', '/fr/aucune-page']), 'visitor');
  await demoSignIn(page, 'candidate');
  const skill = await candidateSkill(page, testInfo.project.name);
  const candidatePages = [
    ...candidateRoutes.filter((r) => !r.en.includes('/skills/edit')),
    { en: `/en/profile/skills/edit/${skill}`, fr: `/fr/profile/skills/edit/${skill}` },
  ];
  collect(await serverHtml(page, pathsOf(candidatePages)), 'candidate');
  await demoSignIn(page, 'employer');
  collect(await serverHtml(page, pathsOf(await employerRoutes(page))), 'employer');

  // Every page was a page (two 404s asked for): an error page would pass unchecked otherwise.
  expect(statuses.filter((s) => !/no-such-page|aucune-page/.test(s))).toEqual([]);
  expect(docs.size).toBeGreaterThan(60);
  const errors = (await nuCheck(docs)).filter((m) => m.type !== 'info' && !checkerLag(m));
  expect(
    errors.map((m) => `${m.url}:${m.lastLine ?? ''} ${m.message} «${m.extract ?? ''}»`),
  ).toEqual([]);
});
