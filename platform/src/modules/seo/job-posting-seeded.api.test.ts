import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumWageInForce } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { offerPageData } from '@jobboard/api/services/offers/offer-page-data';
import type { DatabaseHandle } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { seedDatabase } from '@jobboard/db/seed/index';
import { createTestDatabase } from '@jobboard/db/testing';
import { boards } from '@jobboard/tenants/registry';
import { jobPostingJsonLd } from './job-posting-json-ld';
import { checkJobPosting } from './job-posting-rules';

/**
 * Issue 46, item 30: the JobPosting of the demo offers, as the offer page builds it from the
 * seeded database, has no error and no warning of Google's rule set (job-posting-rules.ts).
 * e2e/tests/public/job-posting.spec.ts runs the same rules on the pages the app serves.
 */
let handle: DatabaseHandle;
const origin = 'https://board.example';

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { minimumWage: minimumWageInForce });
});
afterAll(() => handle.close());

describe('the demo offers’ JobPosting', () => {
  for (const board of boards) {
    it(`${board.key}: 20 newest offers, both languages, 0 errors and 0 warnings`, async () => {
      const rows = await queryRows<{ offer_id: number }>(
        handle.db,
        sql`SELECT offer_id FROM offer_search
            WHERE board = ${board.key} AND published_at <= now() AND expires_at > now()
            ORDER BY published_at DESC, offer_id DESC LIMIT 20`,
      );
      expect(rows).toHaveLength(20);
      for (const { offer_id } of rows) {
        for (const locale of ['fr', 'en'] as const) {
          const ctx = { db: handle.db, board: board.key, locale };
          const { offer } = await offerPageData(ctx, { id: Number(offer_id) });
          const ld = jobPostingJsonLd({ offer, board, locale, origin });
          const findings = checkJobPosting(ld, { confidential: offer.is_confidential });
          expect(findings, `offer ${offer.id} (${locale})`).toEqual([]);
        }
      }
    });
  }
});
