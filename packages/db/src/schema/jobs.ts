import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job and period it ran in, across every worker and instance sharing the
 * database: the process whose INSERT … ON CONFLICT DO NOTHING adds the row runs that period,
 * the others skip it (startPeriodicJob in the API). `period_start` is the period's start aligned
 * to the epoch; rows older than a few days are pruned by the runs themselves.
 */
export const jobPeriods = pgTable(
  'job_periods',
  {
    job: text('job').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] })],
);
