import { randomUUID } from 'node:crypto';
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { jobAlerts, jobAlertSentOffers } from '@jobboard/db/schema/job-alerts';
import { mailOutbox } from '@jobboard/db/schema/mail';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { OfferDto } from '../../contracts/offers';
import { enqueueMails, type EnqueueMail } from '../mail/enqueue-mail';
import type { MailTemplateKey } from '../mail/templates/registry';
import { cachedSimilarOffers } from '../offers/similar-offers';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job';
import { alertSearchSince, searchQueryString, type AlertQuery } from './alert-search';
import { KEPT_MANAGE_TOKENS, hashToken, newToken } from './alert-tokens';

type AlertRow = typeof jobAlerts.$inferSelect;

/**
 * How far before the previous digest the sender looks again. An offer's `published_at` is the
 * publishing transaction's clock, so one that committed just after a digest read the table
 * carries a time before that digest: a high-water mark on published_at (or published_at+id)
 * would skip it for good. Looking back and skipping the offers already mailed
 * (job_alert_sent_offers) catches it and still never mails one offer twice.
 */
export const LOOKBACK_MS = 6 * 60 * 60_000;
/** Sent-offer rows older than the longest period plus the lookback can no longer match. */
const SENT_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** Alerts claimed per round; one search per distinct query among them. */
const DEFAULT_BATCH = 500;
/** A claim left by a crashed instance is taken over after this. */
const DEFAULT_LEASE_MS = 15 * 60_000;

export interface DigestRunOptions {
  now?: Date;
  /** Alerts due by then are run (tests and the dev trigger run every live alert). */
  dueBy?: Date;
  batchSize?: number;
  leaseMs?: number;
}

export interface DigestRunResult {
  /** Alerts looked at. */
  alerts: number;
  /** Digests queued in the outbox. */
  mailed: number;
  /** Distinct searches run. */
  searches: number;
}

/**
 * Start of the window of new offers for one alert: its confirmation for the first digest, then
 * the previous digest less the lookback (see LOOKBACK_MS), never before the confirmation.
 */
function sinceOf(alert: AlertRow): Date {
  const confirmed = (alert.confirmedAt ?? alert.createdAt).getTime();
  if (!alert.lastSentAt) return new Date(confirmed);
  return new Date(Math.max(confirmed, alert.lastSentAt.getTime() - LOOKBACK_MS));
}

/**
 * Addresses whose alert digest the outbox gave up on stop getting alerts. The outbox marks a
 * mail `failed` once its retries are spent; that is the only delivery failure it records.
 */
async function suspendFailedAddresses(db: Database, now: Date): Promise<void> {
  await db
    .update(jobAlerts)
    .set({ bouncedAt: now })
    .where(
      and(
        isNull(jobAlerts.bouncedAt),
        sql`(${jobAlerts.board}, ${jobAlerts.email}) in (
          select ${mailOutbox.board}, ${mailOutbox.recipient} from ${mailOutbox}
          where ${mailOutbox.template} = 'job-alert-digest' and ${mailOutbox.status} = 'failed')`,
      ),
    );
}

/**
 * Claims up to `limit` due alerts for this instance: one UPDATE over rows picked with
 * `FOR UPDATE SKIP LOCKED`, so two instances never claim the same alert, and ordered by query
 * so a round holds many alerts sharing a search. The claim is a lease: the searches run outside
 * any transaction (PGlite has one connection), and an instance that dies loses its claim.
 */
async function claim(
  db: Database,
  token: string,
  o: { now: Date; dueBy: Date; limit: number; leaseMs: number },
): Promise<AlertRow[]> {
  const ids = await queryRows<{ id: number }>(
    db,
    sql`update job_alerts set claim_token = ${token},
          claimed_until = ${new Date(o.now.getTime() + o.leaseMs).toISOString()}::timestamptz
        where id in (
          select id from job_alerts
          where confirmed_at is not null and unsubscribed_at is null and bounced_at is null
            and next_run_at <= ${o.dueBy.toISOString()}::timestamptz
            and (claimed_until is null or claimed_until < ${o.now.toISOString()}::timestamptz)
            -- Each alert once per run, however far ahead dueBy reaches.
            and (last_sent_at is null or last_sent_at < ${o.now.toISOString()}::timestamptz)
          order by query_key, id
          limit ${o.limit}
          for update skip locked)
        returning id`,
  );
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobAlerts)
    .where(
      inArray(
        jobAlerts.id,
        ids.map((r) => Number(r.id)),
      ),
    );
}

/** Offers like the digest's newest one, under its list: at most this many. */
const SIMILAR_IN_DIGEST = 3;

interface Planned {
  alert: AlertRow;
  offers: OfferDto[];
  /** Offers like the newest match that the search did not bring (none when nothing is mailed). */
  similar: OfferDto[];
  /** Fresh unsubscribe token of this digest; null when nothing is mailed. */
  manageToken: string | null;
}

/** One search per distinct query, then each alert's share: new to it and not mailed to it. */
async function plan(
  db: Database,
  alerts: AlertRow[],
): Promise<{ planned: Planned[]; searches: number }> {
  const groups = new Map<string, AlertRow[]>();
  for (const alert of alerts) {
    const group = groups.get(alert.queryKey);
    if (group) group.push(alert);
    else groups.set(alert.queryKey, [alert]);
  }
  const planned: Planned[] = [];
  let searches = 0;
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const ctx = { db, board: first.board, locale: first.language };
    const since = new Date(Math.min(...group.map((a) => sinceOf(a).getTime())));
    // The search page's own entry, with the window as its "published since" filter.
    const found = await alertSearchSince(ctx, first.query, since);
    if (!found) {
      for (const alert of group) {
        planned.push({ alert, offers: [], similar: [], manageToken: null });
      }
      continue;
    }
    searches += 1;
    const ids = found.data.map((o) => o.id);
    const sent = new Set<string>();
    if (ids.length > 0) {
      const rows = await db
        .select({ alertId: jobAlertSentOffers.alertId, offerId: jobAlertSentOffers.offerId })
        .from(jobAlertSentOffers)
        .where(
          and(
            inArray(
              jobAlertSentOffers.alertId,
              group.map((a) => a.id),
            ),
            inArray(jobAlertSentOffers.offerId, ids),
          ),
        );
      for (const row of rows) sent.add(`${row.alertId}:${row.offerId}`);
    }
    const newest = found.data[0];
    // One lookup per search, through the search cache; an offer gone meanwhile brings none.
    const alike = newest
      ? await cachedSimilarOffers(ctx, { offerId: newest.id }).catch(() => [])
      : [];
    for (const alert of group) {
      const from = sinceOf(alert).getTime();
      const offers = found.data.filter(
        (o) => Date.parse(o.published_at) >= from && !sent.has(`${alert.id}:${o.id}`),
      );
      const listed = new Set(found.data.map((o) => o.id));
      const similar = offers.length
        ? alike.filter((o) => !listed.has(o.id)).slice(0, SIMILAR_IN_DIGEST)
        : [];
      planned.push({ alert, offers, similar, manageToken: offers.length > 0 ? newToken() : null });
    }
  }
  return { planned, searches };
}

function digestOffer(o: OfferDto) {
  return {
    id: o.id,
    slug: o.slug,
    title: o.title,
    company: o.company?.name ?? null,
    city: o.city?.label ?? null,
  };
}

/**
 * Records a round: in one transaction, releases the claims this instance still holds (an alert
 * whose lease another instance took over is left out and mailed by that one only), moves each
 * alert's window and next run, and queues the digests and their sent-offer rows together.
 */
async function finish(
  db: Database,
  token: string,
  now: Date,
  planned: Planned[],
  boards: readonly BoardConfig[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = planned.map((p) => p.alert.id);
    const hashes = planned.map((p) => (p.manageToken ? hashToken(p.manageToken) : null));
    // Array literals, not parameters lists: the hashes are hex or NULL, the ids integers.
    const hashList = `{${hashes.map((h) => h ?? 'NULL').join(',')}}`;
    const updated = await tx.execute(
      sql`update job_alerts a set
            claim_token = null, claimed_until = null,
            last_sent_at = ${now.toISOString()}::timestamptz,
            next_run_at = ${now.toISOString()}::timestamptz
              + (case a.frequency when 'weekly' then interval '7 days' else interval '1 day' end),
            manage_token_hashes = case when v.h is null then a.manage_token_hashes
              else (array[v.h] || a.manage_token_hashes)[1:${KEPT_MANAGE_TOKENS}] end
          from unnest(${`{${ids.join(',')}}`}::int[], ${hashList}::text[]) as v(id, h)
          where a.id = v.id and a.claim_token = ${token}
          returning a.id`,
    );
    const kept = (updated as unknown as { rows: { id: number }[] }).rows;
    const mine = new Set(kept.map((r) => Number(r.id)));
    const mails: EnqueueMail<MailTemplateKey>[] = [];
    const sentRows: { alertId: number; offerId: number; sentAt: Date }[] = [];
    for (const { alert, offers, similar, manageToken } of planned) {
      if (!mine.has(alert.id) || !manageToken || offers.length === 0) continue;
      if (!boards.some((b) => b.key === alert.board)) continue;
      mails.push({
        board: alert.board,
        to: alert.email,
        locale: alert.language,
        template: 'job-alert-digest',
        payload: {
          alertId: alert.id,
          manageToken,
          search: searchQueryString(alert.query as AlertQuery),
          offers: offers.map(digestOffer),
          similar: similar.map(digestOffer),
        },
      });
      for (const o of offers) sentRows.push({ alertId: alert.id, offerId: o.id, sentAt: now });
    }
    // Large rounds go in slices: one statement per slice keeps parameters under the limit.
    for (let i = 0; i < mails.length; i += 500) await enqueueMails(tx, mails.slice(i, i + 500));
    for (let i = 0; i < sentRows.length; i += 5000) {
      await tx
        .insert(jobAlertSentOffers)
        .values(sentRows.slice(i, i + 5000))
        .onConflictDoNothing();
    }
    return mails.length;
  });
}

/**
 * One run of the alert digests, safe with several instances at once: each round claims its
 * alerts (see claim), searches, and records mails and claims together (see finish), so an offer
 * reaches an alert once whichever instance runs it. pg-boss and graphile-worker still need a
 * PostgreSQL server (LISTEN/NOTIFY, their own schema and connections) and do not run on PGlite,
 * so this is the publication sweeper's pattern in the application's own tables.
 */
export async function runJobAlertDigests(
  db: Database,
  boards: readonly BoardConfig[],
  options: DigestRunOptions = {},
): Promise<DigestRunResult> {
  const now = options.now ?? new Date();
  const dueBy = options.dueBy ?? now;
  const limit = options.batchSize ?? DEFAULT_BATCH;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const token = randomUUID();
  const result: DigestRunResult = { alerts: 0, mailed: 0, searches: 0 };
  await suspendFailedAddresses(db, now);
  await db
    .delete(jobAlertSentOffers)
    .where(lt(jobAlertSentOffers.sentAt, new Date(now.getTime() - SENT_RETENTION_MS)));
  for (;;) {
    const alerts = await claim(db, token, { now, dueBy, limit, leaseMs });
    if (alerts.length === 0) break;
    const { planned, searches } = await plan(db, alerts);
    result.alerts += alerts.length;
    result.searches += searches;
    result.mailed += await finish(db, token, now, planned, boards);
  }
  return result;
}

/**
 * Runs the digests once per period of `intervalMs` across every worker and instance sharing `db`
 * (startPeriodicJob claims the period in job_periods: the others skip it). The alert claims of
 * runJobAlertDigests keep two runs at once from mailing twice; the period claim keeps N workers
 * from each scanning the due alerts every period, and a period whose run failed may be retried
 * by any of them.
 */
export function startJobAlertSender(
  db: Database,
  boards: readonly BoardConfig[],
  intervalMs = 15 * 60_000,
): PeriodicJob {
  return startPeriodicJob(
    db,
    '[job-alerts] digest run',
    () => runJobAlertDigests(db, boards),
    intervalMs,
  );
}
