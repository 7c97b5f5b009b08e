import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerReports } from '@jobboard/db/schema/moderation';
import { offers } from '@jobboard/db/schema/offers';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = new Date('2026-05-04T10:00:00Z');
const ids = { live: 0, filled: 0, careers: 0, draft: 0 };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.handle.db;
  const companyId = await insertFixtureCompany(db, {
    nameFr: 'Auberge Signalée',
    nameEn: 'Reported Inn',
  });
  const offer = (title: string, boards: string[], status?: 'draft') =>
    insertFixtureOffer(db, {
      companyId,
      contents: [{ language: 'fr', title }],
      boards,
      ...(status ? { status } : {}),
    });
  ids.live = await offer('Plongeur Signalé', ['hospitality']);
  ids.filled = await offer('Serveur Pourvu', ['hospitality']);
  ids.careers = await offer('Careers Only Cook', ['careers']);
  ids.draft = await offer('Brouillon Signalé', ['hospitality'], 'draft');
  await db.update(offers).set({ filledAt: new Date() }).where(eq(offers.id, ids.filled));
});
afterAll(() => t.close());

const report = (
  id: number,
  body: unknown,
  init: { lg?: string; ip?: string; board?: string; host?: string } = {},
) =>
  t.request(
    `/api/jobboard/${init.board ?? 'hospitality'}/offers/${id}/report?lg=${init.lg ?? 'fr'}`,
    {
      method: 'POST',
      host: init.host ?? 'hospitality.localhost',
      clientAddress: init.ip ?? '198.51.100.1',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );

describe('POST /api/jobboard/{board}/offers/{id}/report', () => {
  it('files the report and mails the reporter a receipt that says nothing of the owner', async () => {
    const res = await report(
      ids.live,
      {
        reason: 'scam',
        details: 'On me demande 200 $ pour la formation.',
        email: 'vi@example.com',
      },
      { ip: '198.51.100.10' },
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain('Votre signalement a bien été transmis');
    expect(JSON.stringify(body)).not.toContain('Auberge');

    const [stored] = await t.handle.db
      .select()
      .from(offerReports)
      .where(eq(offerReports.offerId, ids.live));
    expect(stored).toMatchObject({
      board: 'hospitality',
      reason: 'scam',
      details: 'On me demande 200 $ pour la formation.',
      email: 'vi@example.com',
      reporterId: null,
      locale: 'fr',
      clientAddress: '198.51.100.10',
      status: 'open',
    });
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'vi@example.com'));
    expect(mail).toMatchObject({ template: 'offer-report-received', locale: 'fr' });
    expect(mail?.payload).toEqual({ reportId: stored?.id, reason: 'scam' });
  });

  it('queues no mail without an address, and takes a filled offer still shown', async () => {
    const before = (await t.handle.db.select().from(mailOutbox)).length;
    const res = await report(
      ids.filled,
      { reason: 'expired_or_filled' },
      { lg: 'en', ip: '198.51.100.11' },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: 'Thank you! Your report was passed on to our team, who will review this offer.',
    });
    expect((await t.handle.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('answers 422 with translated field errors; "other" needs details', async () => {
    const fr = await report(ids.live, { reason: 'other', email: 'nope' }, { ip: '198.51.100.12' });
    expect(fr.status).toBe(422);
    expect(await fr.json()).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: {
        email: ['Entrez une adresse courriel valide.'],
        details: ['Dites-nous en quelques mots ce qui ne va pas.'],
      },
    });
    const en = await report(ids.live, { reason: 'because' }, { lg: 'en', ip: '198.51.100.12' });
    expect(en.status).toBe(422);
    expect(await en.json()).toEqual({
      message: 'The data given is invalid.',
      errors: { reason: ['Choose a reason from the list.'] },
    });
    expect((await report(ids.live, '{nope', { ip: '198.51.100.12' })).status).toBe(400);
  });

  it('answers 404 for a draft, another board’s offer, or a path naming another board', async () => {
    const ip = '198.51.100.13';
    expect((await report(ids.draft, { reason: 'scam' }, { ip })).status).toBe(404);
    expect((await report(ids.careers, { reason: 'scam' }, { ip })).status).toBe(404);
    expect((await report(ids.live, { reason: 'scam' }, { ip, board: 'careers' })).status).toBe(404);
    const onCareers = await report(
      ids.careers,
      { reason: 'scam' },
      { ip, board: 'careers', host: 'careers.localhost' },
    );
    expect(onCareers.status).toBe(201);
  });

  it('limits each address to 10 reports an hour, with Retry-After', async () => {
    clock = new Date('2026-05-04T11:15:00Z');
    for (let i = 0; i < 10; i += 1)
      expect((await report(ids.live, { reason: 'scam' }, { ip: '203.0.113.7' })).status).toBe(201);
    const limited = await report(ids.live, { reason: 'scam' }, { ip: '203.0.113.7' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(45 * 60));
  });

  it('limits reports of one offer to 30 an hour, whatever the address', async () => {
    clock = new Date('2026-05-04T13:00:00Z');
    for (let i = 0; i < 30; i += 1) {
      const res = await report(ids.filled, { reason: 'scam' }, { ip: `203.0.113.${100 + i}` });
      expect(res.status).toBe(201);
    }
    const limited = await report(ids.filled, { reason: 'scam' }, { ip: '203.0.113.200' });
    expect(limited.status).toBe(429);
    // Another offer is still open to the same new address.
    expect((await report(ids.live, { reason: 'scam' }, { ip: '203.0.113.200' })).status).toBe(201);
  });
});
