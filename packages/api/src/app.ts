import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './context';
import { isDatabaseBusyError } from '@jobboard/db/pglite-queue';
import { DomainError, isDomainError } from './errors';
import { domainErrorResponse } from './http/domain-error-response';
import { requestLocale } from './http/locale';
import { errorText } from './messages';
import { fieldIssues } from './http/validation';
import { boardMiddleware } from './http/board';
import { sameOriginOnly } from './http/same-origin';
import { accountRoutes } from './routes/account-routes';
import { accountSessionRoutes } from './routes/account-session';
import { catalogueRoutes } from './routes/catalogue';
import { companyRoutes } from './routes/companies';
import { contactRoutes } from './routes/contact';
import { employerCompanyRoutes } from './routes/employer-companies';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { employerOfferRoutes } from './routes/employer-offers';
import { employerOptionRoutes } from './routes/employer-options';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';
import { offerRoutes } from './routes/offers';
import { secureLinkRoutes } from './routes/secure-link-routes';
import { documentRoutes } from './routes/profile/documents';
import { myDataRoutes } from './routes/profile/my-data';
import { savedOfferRoutes } from './routes/profile/saved-offers';
import { skillRoutes } from './routes/profile/skills';
import { specializationRoutes } from './routes/profile/specializations';
import { userInfoRoutes } from './routes/profile/user-info';
import { usersStoreRoutes } from './routes/profile/users-store';

export type ApiApp = ReturnType<typeof createApp>;

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    // Contract failures become the spec's 422 `{message, errors: {field: [messages]}}`.
    defaultHook: (result, c) => {
      if (!result.success) {
        const error = DomainError.invalid(fieldIssues(result.error));
        return c.json(domainErrorResponse(error, c.get('locale')).body, 422);
      }
    },
  }).basePath('/api');

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  // The board comes from the Host header only, once per request, for every route below.
  app.use(
    '*',
    boardMiddleware(deps.boards, {
      defaultBoard: deps.env.defaultBoard,
      production: deps.env.production && !deps.env.allowUnknownHosts,
    }),
  );

  // The answer's language, once the board is known: without an explicit language, the board's
  // own default (English on an English-first board); French where no board answers.
  app.use('*', async (c, next) => {
    const fallback = c.get('board')?.defaultLocale;
    c.set('locale', requestLocale(new URL(c.req.url), c.req.raw.headers, fallback));
    await next();
  });

  // Before any route: a state-changing call from another origin never reaches a handler.
  app.use('*', sameOriginOnly);

  app.route('/', healthRoutes);
  app.route('/', catalogueRoutes);
  app.route('/', offerRoutes);
  app.route('/', companyRoutes);
  app.route('/', employerCompanyRoutes);
  app.route('/', contactRoutes);
  app.route('/', newsletterRoutes);
  app.route('/', devMailboxRoutes);
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
  app.route('/', employerOfferRoutes);
  app.route('/', employerOptionRoutes);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Job board API', version: '1.0.0' },
  });

  app.notFound((c) =>
    c.json({ message: errorText('route_not_found', c.get('locale') ?? 'fr') }, 404),
  );

  app.onError((err, c) => {
    const locale = c.get('locale') ?? 'fr';
    // The embedded database's queue is full: a brief 503 with Retry-After, not a failure.
    const domain = isDatabaseBusyError(err) ? DomainError.unavailable(1) : err;
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
              : 'server_error';
      return c.json({ message: errorText(key, locale) }, status);
    }
    console.error('[api] unhandled error', err);
    return c.json({ message: errorText('server_error', locale) }, 500);
  });

  return app;
}
