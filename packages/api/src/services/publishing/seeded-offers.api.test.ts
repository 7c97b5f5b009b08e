import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '@jobboard/db/schema/accounts';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import { offerAttributeLinks, offerPublications, offers } from '@jobboard/db/schema/offers';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';
import { minimumWageInForce } from '../../contracts/employer-offers/quebec-rules';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { publishableOffer } from './publish-offer';

/**
 * The demo data a visitor sees is data an employer could publish: every live seeded offer goes
 * through the publishing check itself (French version, attributes, pay at the minimum wage in
 * force, no pay on a volunteer offer) on the real seed.
 */
let t: TestApp;
let teamId: number;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [team] = await t.handle.db
    .insert(teams)
    .values({ name: 'Seed audit' })
    .returning({ id: teams.id });
  teamId = team!.id;
  // Seeded offers belong to no team: lend them to one so the employer's check can load them.
  await t.handle.db.update(offers).set({ teamId });
}, 120_000);

afterAll(() => t.close());

async function liveOfferIds(board: string): Promise<number[]> {
  const rows = await t.handle.db
    .selectDistinct({ id: offers.id })
    .from(offers)
    .innerJoin(offerPublications, eq(offerPublications.offerId, offers.id))
    .where(
      and(
        eq(offerPublications.board, board),
        eq(offers.status, 'published'),
        gt(offers.expiresAt, now),
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe.each(['hospitality', 'careers'])('the %s seed', (board) => {
  it('has only live offers that pass the publishing check', async () => {
    const ids = await liveOfferIds(board);
    expect(ids.length).toBeGreaterThan(40);
    const ctx = { db: t.handle.db, board, locale: 'fr' as const, userId: 0, teamId, now };
    const refused: string[] = [];
    for (const id of ids) {
      try {
        await publishableOffer(ctx, id, t.handle.db);
      } catch (error) {
        const fields = (error as { options?: { fields?: { publication?: string[] } } }).options
          ?.fields;
        refused.push(`${id}: ${fields?.publication?.join(', ') ?? String(error)}`);
      }
    }
    expect(refused).toEqual([]);
  }, 60_000);

  it('pays every live offer at least the minimum wage in force, tipped rate only with tips', async () => {
    const rate = minimumWageInForce(now);
    const ids = await liveOfferIds(board);
    const rows = await t.handle.db
      .select({
        id: offers.id,
        period: offers.salaryPeriod,
        min: offers.salaryMin,
        tips: offers.tips,
      })
      .from(offers)
      .where(inArray(offers.id, ids));
    const below = rows.filter((r) => {
      const hourly = r.period === 'year' ? (r.min ?? 0) / 2080 : (r.min ?? 0);
      return hourly < (r.tips ? rate.tipped : rate.general);
    });
    expect(below).toEqual([]);
    // The lower tipped rate is used only by offers that say tips apply.
    const tippedBelowGeneral = rows.filter((r) => r.period === 'hour' && r.min! < rate.general);
    expect(tippedBelowGeneral.every((r) => r.tips)).toBe(true);
  });

  it('puts no volunteer schedule on a paid offer', async () => {
    const ids = await liveOfferIds(board);
    const volunteers = await t.handle.db
      .select({ id: offerAttributeLinks.offerId })
      .from(offerAttributeLinks)
      .innerJoin(offers, eq(offers.id, offerAttributeLinks.offerId))
      .where(
        and(
          inArray(offerAttributeLinks.offerId, ids),
          eq(offerAttributeLinks.attributeId, scheduleAttributeId.volunteer),
          gt(offers.salaryMin, 0),
        ),
      );
    expect(volunteers).toEqual([]);
  });

  it('carries only attributes of its own field or shared ones', async () => {
    const ids = await liveOfferIds(board);
    const foreign = await t.handle.db
      .selectDistinct({ label: offerAttributes.labelEn, board: offerAttributes.board })
      .from(offerAttributeLinks)
      .innerJoin(offerAttributes, eq(offerAttributes.id, offerAttributeLinks.attributeId))
      .where(inArray(offerAttributeLinks.offerId, ids));
    expect(foreign.filter((a) => a.board !== null && a.board !== board)).toEqual([]);
  });
});

describe('the careers seed (office, trade and tech)', () => {
  it('offers no hospitality attribute and shows no hospitality offer', async () => {
    const careers = await t.getJson<{ data: { label: { en: string } }[] }>(
      '/api/jobboard/careers/offer-attributes?lg=en',
      { host: 'careers.localhost' },
    );
    expect(careers.status).toBe(200);
    const labels = careers.body.data.map((a) => a.label.en);
    expect(labels).not.toContain('Mixology');
    expect(labels).not.toContain('Wine knowledge');
    expect(labels).toContain('Microsoft Excel');

    const hospitalityOnCareers = await t.handle.db
      .select({ id: offerPublications.offerId })
      .from(offerPublications)
      .innerJoin(offerAttributeLinks, eq(offerAttributeLinks.offerId, offerPublications.offerId))
      .innerJoin(offerAttributes, eq(offerAttributes.id, offerAttributeLinks.attributeId))
      .where(and(eq(offerPublications.board, 'careers'), eq(offerAttributes.board, 'hospitality')));
    expect(hospitalityOnCareers).toEqual([]);
  });
});
