import type { Runtime } from '../context';
import { startJobAlertSender } from '../services/job-alerts/digest-sender';
import { startMailWorker } from '../services/mail/start-mail-worker';
import { startPublicationSweeper } from '../services/publishing/expiry-sweep';

export interface RuntimeJobs {
  /** Which transport mail leaves by, for the start-up log. */
  mailTransport: string;
  /** Stops every job and waits for runs in progress, so the database can close after them. */
  stop(): Promise<void>;
}

/**
 * The periodic work of a serving process, on the runtime's database and boards: the mail outbox
 * (and mail left over from a previous run), publications that end, job alert digests. Each claims
 * its rows in the database, so every worker and instance on one database may run them all.
 *
 * The expiry sweep and the digests also claim their period (startPeriodicJob, job_periods): a
 * scan of the whole table that finds the same work in every process runs once per period across
 * all of them instead of once per worker. The mail worker does not: it polls the outbox and
 * claims each message (FOR UPDATE SKIP LOCKED), so several workers drain it faster and an idle
 * poll is one indexed probe; one claim per period would delay mail. The offer view counter
 * (runtime.offerViews) flushes this process's own in-memory counts, which no other process has:
 * each must flush its own.
 */
export function startRuntimeJobs(runtime: Runtime): RuntimeJobs {
  const { db, env, boards } = runtime;
  const mail = startMailWorker({ db, env, boards, log: runtime.logger.child({ job: 'mail' }) });
  const sweeper = startPublicationSweeper(db, boards);
  const alerts = startJobAlertSender(db, boards, env.jobAlertsIntervalMs);
  return {
    mailTransport: mail.transport,
    async stop() {
      await Promise.all([mail.stop(), sweeper.stop(), alerts.stop(), runtime.offerViews.stop()]);
    },
  };
}
