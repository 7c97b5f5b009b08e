import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Runtime } from './context';
import { isDatabaseUnavailableError } from '@jobboard/db/unavailable';
import { forbiddenCharacterPaths } from './contracts/text-rules';
import { DomainError, isDomainError, type FieldIssues } from './errors';
import { domainErrorResponse } from './http/domain-error-response';
import { requestLocale } from './http/locale';
import { errorText } from './messages';
import { runWithRequestId } from './logging/request-context';
import { fieldIssues } from './http/validation';
import { boardMiddleware } from './http/board';
import { defaultBodyLimit } from './http/body-limits';
import { allowedMethods } from './http/method-not-allowed';
import { sameOriginOnly } from './http/same-origin';
import { accountRoutes } from './routes/auth/account-routes';
import { applicationMessageRoutes } from './routes/application-messages/application-messages';
import { applicationRoutes } from './routes/applications/applications';
import { myInterviewRoutes } from './routes/applications/my-interviews';
import { accountSessionRoutes } from './routes/auth/account-session';
import { catalogueRoutes } from './routes/catalogue/catalogue';
import { companyRoutes } from './routes/companies/companies';
import { contactRoutes } from './routes/contact/contact';
import { employerCompanyRoutes } from './routes/employer/employer-companies';
import { teamInvitationRoutes } from './routes/team/team-invitations';
import { teamMemberRoutes } from './routes/team/team-members';
import { billingRoutes } from './routes/billing/billing';
import { serviceRequestRoutes } from './routes/employer/service-request';
import { devMailboxRoutes } from './routes/dev/dev-mailbox';
import { employerOfferRoutes } from './routes/employer/employer-offers';
import { employerApplicationRoutes } from './routes/employer/employer-applications';
import { employerInterviewRoutes } from './routes/employer/employer-interviews';
import { atsSsoRoutes } from './routes/ats-sso/ats-sso';
import { syncRoutes } from './routes/ats-sso/sync';
import { offerViewRoutes } from './routes/offers/offer-views';
import { offerReportRoutes } from './routes/offer-reports/report-offer';
import { employerOptionRoutes } from './routes/employer/employer-options';
import { healthRoutes, readinessRoutes } from './routes/health/health';
import { newsletterRoutes } from './routes/newsletter/newsletter';
import { jobAlertRoutes } from './routes/job-alerts/job-alerts';
import { devJobAlertRoutes } from './routes/dev/dev-job-alerts';
import { jobAlertProfileRoutes } from './routes/profile/job-alerts';
import { offerRoutes } from './routes/offers/offers';
import { operatorRoutes } from './routes/operator/operator-auth';
import { operatorEmployersRoutes } from './routes/operator/operator-employers';
import { operatorHealthRoutes } from './routes/operator/operator-health';
import { operatorModerationRoutes } from './routes/operator/operator-moderation';
import { operatorPaymentsRoutes } from './routes/operator/operator-payments';
import { publishingRoutes } from './routes/publishing/publishing';
import { secureLinkRoutes } from './routes/auth/secure-link-routes';
import { documentRoutes } from './routes/profile/documents';
import { myDataRoutes } from './routes/profile/my-data';
import { savedOfferRoutes } from './routes/profile/saved-offers';
import { skillRoutes } from './routes/profile/skills';
import { specializationRoutes } from './routes/profile/specializations';
import { userInfoRoutes } from './routes/profile/user-info';
import { usersStoreRoutes } from './routes/profile/users-store';
import { noteLocalWrite } from './services/offers/search-generations';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ApiApp = ReturnType<typeof createApp>;

/** The API as a Hono app on a runtime built once (runtime/create-runtime.ts). */
export function createApp(runtime: Runtime) {
  const app = new OpenAPIHono<AppEnv>({
    // Contract failures become the spec's 422 `{message, errors: {field: [messages]}}`.
    // Valid values holding control characters (NUL was a 500 from PostgreSQL) are refused here,
    // once for every contract: see contracts/text-rules.ts.
    defaultHook: (result, c) => {
      const issues: FieldIssues = result.success
        ? Object.fromEntries(
            forbiddenCharacterPaths(result.data).map((field) => [
              field,
              ['control_characters' as const],
            ]),
          )
        : fieldIssues(result.error);
      if (Object.keys(issues).length > 0) {
        const error = DomainError.invalid(issues);
        return c.json(domainErrorResponse(error, c.get('locale')).body, 422);
      }
    },
  }).basePath('/api');

  // What a request queues (a mail) keeps its id, for the job's log lines (logging/request-context).
  app.use('*', (c, next) => runWithRequestId(c.req.header('x-request-id'), next));
  app.use('*', async (c, next) => {
    c.set('runtime', runtime);
    try {
      await next();
    } finally {
      // Whatever this request wrote is committed now: this process's next search re-reads the
      // database's change counters rather than its copy (search-generations.ts), so a publisher
      // sees their offer in the very next search. Other instances see it within checkMs.
      if (!readOnlyMethods.has(c.req.method)) noteLocalWrite(runtime.db);
    }
  });

  // The board comes from the Host header only, once per request, for every route below.
  app.use('*', boardMiddleware(runtime));

  // The answer's language, once the board is known: without an explicit language, the board's
  // own default (English on an English-first board); French where no board answers.
  app.use('*', async (c, next) => {
    const fallback = c.get('board')?.defaultLocale;
    c.set('locale', requestLocale(new URL(c.req.url), c.req.raw.headers, fallback));
    await next();
  });

  // Before any route: a state-changing call from another origin never reaches a handler.
  app.use('*', sameOriginOnly);
  app.use('*', defaultBodyLimit);

  app.route('/', healthRoutes);
  app.route('/', readinessRoutes);
  app.route('/', catalogueRoutes);
  app.route('/', offerRoutes);
  app.route('/', companyRoutes);
  app.route('/', employerCompanyRoutes);
  app.route('/', teamMemberRoutes);
  app.route('/', teamInvitationRoutes);
  app.route('/', billingRoutes);
  app.route('/', serviceRequestRoutes);
  app.route('/', contactRoutes);
  app.route('/', newsletterRoutes);
  app.route('/', devMailboxRoutes);
  app.route('/', jobAlertRoutes);
  app.route('/', devJobAlertRoutes);
  app.route('/', jobAlertProfileRoutes);
  app.route('/', accountRoutes('jobboard'));
  app.route('/', accountRoutes('ats'));
  app.route('/', accountSessionRoutes);
  app.route('/', secureLinkRoutes);
  app.route('/', userInfoRoutes);
  app.route('/', documentRoutes);
  app.route('/', skillRoutes);
  app.route('/', specializationRoutes);
  app.route('/', savedOfferRoutes);
  app.route('/', usersStoreRoutes);
  app.route('/', myDataRoutes);
  app.route('/', applicationRoutes);
  app.route('/', myInterviewRoutes);
  app.route('/', publishingRoutes);
  app.route('/', employerOfferRoutes);
  app.route('/', employerOptionRoutes);
  app.route('/', employerApplicationRoutes);
  app.route('/', applicationMessageRoutes);
  app.route('/', employerInterviewRoutes);
  app.route('/', atsSsoRoutes);
  app.route('/', syncRoutes);
  app.route('/', offerViewRoutes);
  app.route('/', offerReportRoutes);
  app.route('/', operatorRoutes);
  app.route('/', operatorModerationRoutes);
  app.route('/', operatorEmployersRoutes);
  app.route('/', operatorHealthRoutes);
  app.route('/', operatorPaymentsRoutes);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Job board API', version: '1.0.0' },
  });

  app.notFound((c) => {
    const locale = c.get('locale') ?? 'fr';
    const allow = allowedMethods(app.routes, c.req.path);
    if (allow.length > 0 && !allow.includes(c.req.method))
      return c.json({ message: errorText('method_not_allowed', locale) }, 405, {
        allow: allow.join(', '),
      });
    return c.json({ message: errorText('route_not_found', locale) }, 404);
  });

  app.onError((err, c) => {
    const locale = c.get('locale') ?? 'fr';
    // The embedded database's queue is full, or the database is gone or too slow (a killed
    // connection, a statement timeout): a brief 503 with Retry-After, never a 500.
    const domain = isDatabaseUnavailableError(err) ? DomainError.unavailable(2) : err;
    if (isDomainError(domain)) {
      const { status, body, headers } = domainErrorResponse(domain, locale);
      return c.json(body, status, headers);
    }
    if (err instanceof HTTPException) {
      // Hono throws these for malformed bodies and the like: the client's fault, so a 4xx.
      const status = err.status;
      const key =
        status === 413
          ? 'payload_too_large'
          : status === 400
            ? 'invalid_json'
            : status === 415
              ? 'unsupported_media_type'
              : status < 500
                ? 'invalid_input'
                : 'server_error';
      return c.json({ message: errorText(key, locale) }, status);
    }
    console.error('[api] unhandled error', err);
    return c.json({ message: errorText('server_error', locale) }, 500);
  });

  return app;
}
