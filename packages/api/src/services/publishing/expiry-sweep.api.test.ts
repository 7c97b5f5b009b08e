import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerPublications } from '@jobboard/db/schema/offers';
import { offerSearch } from '@jobboard/db/schema/search';
import { call, signUp } from '../../testing/accounts';
import { createCompleteOffer, unmoderatedBoards } from '../../testing/publishing-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sitemapData } from '../seo/sitemap-data';
import { DAY_MS } from './pricing';
import { sweepPublications } from './expiry-sweep';

let t: TestApp;
let cookie: string;
const email = 'sweep@publish.example';

async function publishedOffer(title: string, expiresInMs: number): Promise<number> {
  const id = await createCompleteOffer(t, cookie, email, { title });
  const res = await call(
    t,
    'POST',
    `/api/jobboard/hospitality/employer/offer/${id}/publish`,
    {},
    {
      cookie,
    },
  );
  expect(res.status).toBe(200);
  await t.handle.db
    .update(offerPublications)
    .set({ expiresAt: new Date(Date.now() + expiresInMs) })
    .where(eq(offerPublications.offerId, id));
  return id;
}

const reminders = (offerId: number) =>
  t.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'posting-expiring'), eq(mailOutbox.recipient, email)))
    .then((rows) => rows.filter((r) => (r.payload as { offerId: number }).offerId === offerId));

beforeAll(async () => {
  t = await createTestApp({ boards: unmoderatedBoards });
  await seedReferenceData(t.handle.db);
  cookie = await signUp(t, 'ats', email);
}, 180_000);
afterAll(() => t.close());

describe('publication sweep', () => {
  it('with two sweeps at once: one reminder, one expiry, out of the read model', async () => {
    const ending = await publishedOffer('Ends soon cook', 2 * DAY_MS);
    const later = await publishedOffer('Ends later cook', 20 * DAY_MS);
    const ended = await publishedOffer('Ended cook', -60_000);

    const inSitemap = async (id: number) =>
      (await sitemapData({ db: t.handle.db, board: 'hospitality', locale: 'fr' })).offers.some(
        (o) => o.id === id,
      );
    expect(await inSitemap(ended)).toBe(true);

    const [a, b] = await Promise.all([
      sweepPublications(t.handle.db, t.runtime.boards),
      sweepPublications(t.handle.db, t.runtime.boards),
    ]);
    expect(a.reminded + b.reminded).toBe(1);
    expect(a.expired + b.expired).toBe(1);

    const mails = await reminders(ending);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ offerTitle: 'Ends soon cook' });
    expect(await reminders(later)).toHaveLength(0);
    const [gone] = await t.handle.db
      .select()
      .from(offerPublications)
      .where(eq(offerPublications.offerId, ended));
    expect(gone!.expiredAt).not.toBeNull();
    expect(
      await t.handle.db.select().from(offerSearch).where(eq(offerSearch.offerId, ended)),
    ).toHaveLength(0);
    const page = await call(t, 'GET', `/api/jobboard/hospitality/offers/${ended}`);
    expect(page.status).toBe(404);
    expect(await inSitemap(ended)).toBe(false);
    expect(await inSitemap(later)).toBe(true);
    const mine = await call(t, 'GET', `/api/ats/offers/${ended}`, undefined, { cookie });
    expect(((await mine.json()) as { data: { status: string } }).data.status).toBe('expired');

    expect(await sweepPublications(t.handle.db, t.runtime.boards)).toEqual({
      reminded: 0,
      expired: 0,
      unfeatured: 0,
    });
  });

  it('renders the reminder with a renew link to the publish page', async () => {
    const { postingExpiring } = await import('../mail/templates/posting-mails');
    const board = t.runtime.boards.find((b) => b.key === 'hospitality')!;
    const mail = postingExpiring.render(
      { board, locale: 'fr', origin: 'https://emplois.example' },
      { firstName: 'Marie', offerId: 42, offerTitle: 'Cuisinier', expiresOn: '2030-01-31' },
    );
    expect(mail.text).toContain('https://emplois.example/fr/employer/offer/42/publish');
    expect(mail.subject).toContain('Cuisinier');
  });
});
