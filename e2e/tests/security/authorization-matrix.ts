/**
 * The authorisation matrix: every API route, every role, the status each one gets. ONE table of
 * data; `authorization.spec.ts` runs it and also fails when a route of /api/openapi.json has no
 * row here. A new route is a new row (see CONTRIBUTING.md, "The security suite").
 *
 * Columns, in this order (`roles` below):
 *   anon   no session
 *   cand   candidate@demo.jobboard.test, signed in on this board (hospitality)
 *   emp    employer@demo.jobboard.test, every permission
 *   -co    no-companies@demo: same team, without manage_companies
 *   -off   no-offers@demo: same team, without manage_offers
 *   -cnd   no-candidates@demo: same team, without manage_candidates
 *   board  the candidate's session opened on the careers board, sent to hospitality
 *   team   an employer of another team (signed up by the suite)
 *
 * Paths: `{board}` is hospitality; `{offerId}`, `{companyId}` are the first demo offer on that
 * board and its company, `{teamCompanyId}` the first company of the demo employer's team,
 * `{otherCompanyId}` one of the other team's, `{teamOfferId}` and `{otherOfferId}` likewise,
 * `{teamMemberId}` the demo team's first member,
 * `{otherApplicationId}` another candidate's (see the spec), `{teamLiveOfferId}` a published
 * offer of the demo team on hospitality and `{teamApplicationId}` an application to it; anything
 * else is written out.
 * `body` is sent as JSON when present: usually `{}`, so a role that passes the guard gets the contract's 422 (authorised, nothing
 * changed) and one that does not gets 401/403/404. Rows whose call ends the session
 * (`endsSession`) make the runner sign in again afterwards.
 */
export const roles = ['anon', 'cand', 'emp', '-co', '-off', '-cnd', 'board', 'team'] as const;
export type Role = (typeof roles)[number];

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** One status per column of `roles`. */
  expect: readonly [number, number, number, number, number, number, number, number];
  endsSession?: boolean;
  /**
   * Sent to the operators' console host (operator.localhost, OPERATOR_HOST) instead of the
   * board's: no role's board session opens the console, so every column is anonymous there.
   */
  console?: boolean;
  /** The route's path in /api/openapi.json when it differs from `path` ({id} stays {id}). */
  openapi?: string;
}

// prettier-ignore
export const matrix: MatrixRow[] = [
  //                                                                               anon cand emp  -co  -off -cnd board team
  // Public reads: the same for everyone.
  { method: 'GET',    path: '/api/health',                                   expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/ready',                                    expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/jobboard/{board}/offers',                  expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/jobboard/{board}/offers/{offerId}',        expect: [200, 200, 200, 200, 200, 200, 200, 200], openapi: '/api/jobboard/{board}/offers/{id}' },
  { method: 'GET',    path: '/api/jobboard/{board}/featured-offers',         expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/jobboard/{board}/similar-offers/{offerId}', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/jobboard/{board}/offer-attributes',        expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/offer-attributes',                         expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/jobboard/{board}/company/{companyId}',     expect: [200, 200, 200, 200, 200, 200, 200, 200], openapi: '/api/jobboard/{board}/company/{id}' },
  { method: 'GET',    path: '/api/jobboard/{board}/company/{companyId}/offers', expect: [200, 200, 200, 200, 200, 200, 200, 200], openapi: '/api/jobboard/{board}/company/{id}/offers' },
  { method: 'GET',    path: '/api/jobboard/{board}/legacy/offers/fr/{offerId}', expect: [200, 200, 200, 200, 200, 200, 200, 200], openapi: '/api/jobboard/{board}/legacy/offers/{lang}/{id}' },
  { method: 'GET',    path: '/api/attributs/formations',                     expect: [401, 200, 403, 403, 403, 403, 401, 403], openapi: '/api/attributs/{list}' },
  { method: 'GET',    path: '/api/experiences',                              expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/noc-job-titles',                           expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/places?q=mont',                            expect: [200, 200, 200, 200, 200, 200, 200, 200], openapi: '/api/places' },
  { method: 'GET',    path: '/api/check-secure-link/reset-password/a/b',     expect: [400, 400, 400, 400, 400, 400, 400, 400], openapi: '/api/check-secure-link/{type}/{selector}/{token}' },
  // Public writes (validated, rate limited): an empty body is a 422 for everyone.
  { method: 'POST',   path: '/api/jobboard/{board}/contact',       body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/jobboard/{board}/offers/{offerId}/report', body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422], openapi: '/api/jobboard/{board}/offers/{id}/report' },
  { method: 'POST',   path: '/api/jobboard/{board}/news-letter',   body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/jobboard/{board}/news-letter/confirm', body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/jobboard/{board}/news-letter/unsubscribe', body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/jobboard/{board}/job-alerts',   body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/jobboard/{board}/job-alerts/confirm', body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/jobboard/{board}/job-alerts/unsubscribe', body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  // RFC 8058 one-click: the token is the only credential (mail clients send no cookie).
  { method: 'POST',   path: '/api/jobboard/{board}/job-alerts/999999999/one-click/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/jobboard/{board}/job-alerts/{id}/one-click/{token}' },
  { method: 'POST',   path: '/api/jobboard/signup',                body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/ats/signup',                     body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/jobboard/auth/login',            body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/ats/auth/login',                 body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/jobboard/auth/forgot-password',  body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/ats/auth/forgot-password',       body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'PUT',    path: '/api/auth/reset-password',            body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/email-confirmation',             body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  // The dev mailbox: the suite's server sets DEV_MAILBOX=true and calls from loopback.
  { method: 'GET',    path: '/api/dev/mailbox',                              expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/dev/mailbox/999999999',                    expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/dev/mailbox/{id}' },
  { method: 'GET',    path: '/api/dev/mailbox/999999999/attachments/0',      expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/dev/mailbox/{id}/attachments/{index}' },
  { method: 'POST',   path: '/api/dev/job-alerts/run',                        expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  // Whoever is signed in on this board.
  { method: 'GET',    path: '/api/jobboard/{board}/me',                      expect: [401, 200, 200, 200, 200, 200, 401, 200] },
  // Candidates only (a JSON body to the upload route is 415: it takes multipart only). The
  // section 7 helpers: the spec makes the demo candidate's record first, so create finds it.
  { method: 'POST',   path: '/api/jobboard/{board}/user/email-confirmation/resend', body: {}, expect: [401, 403, 403, 403, 403, 403, 401, 403] },
  { method: 'POST',   path: '/api/jobboard/{board}/user/info',     body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403] },
  { method: 'GET',    path: '/api/jobboard/{board}/user/places?q=mont',      expect: [401, 200, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/places' },
  { method: 'PUT',    path: '/api/jobboard/{board}/user/change-password', body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403] },
  { method: 'GET',    path: '/api/jobboard/{board}/user/data-export',        expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'DELETE', path: '/api/jobboard/{board}/user/account',  body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403] },
  { method: 'GET',    path: '/api/jobboard/{board}/user/documents',          expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'POST',   path: '/api/jobboard/{board}/user/documents', body: {}, expect: [401, 415, 403, 403, 403, 403, 401, 403] },
  { method: 'PUT',    path: '/api/jobboard/{board}/user/documents/999999999', body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/documents/{id}' },
  { method: 'DELETE', path: '/api/jobboard/{board}/user/documents/999999999', expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/documents/{id}' },
  { method: 'GET',    path: '/api/jobboard/{board}/user/documents/999999999/file', expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/documents/{id}/file' },
  { method: 'POST',   path: '/api/pdf-to-text',                    body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403] },
  { method: 'GET',    path: '/api/jobboard/user/skills',                     expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'POST',   path: '/api/jobboard/user/skills',           body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403] },
  { method: 'GET',    path: '/api/jobboard/user/skills/999999999',           expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/user/skills/{id}' },
  { method: 'PUT',    path: '/api/jobboard/user/skills/999999999', body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/user/skills/{id}' },
  { method: 'DELETE', path: '/api/jobboard/user/skills/999999999',           expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/user/skills/{id}' },
  { method: 'GET',    path: '/api/jobboard/{board}/user/specializations',    expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'POST',   path: '/api/jobboard/{board}/user/specializations', body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403] },
  { method: 'GET',    path: '/api/jobboard/{board}/user/saved-offers',       expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'PUT',    path: '/api/jobboard/{board}/user/saved-offers/999999999', expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/saved-offers/{offerId}' },
  { method: 'DELETE', path: '/api/jobboard/{board}/user/saved-offers/999999999', expect: [401, 200, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/saved-offers/{offerId}' },
  { method: 'GET',    path: '/api/jobboard/{board}/user/job-alerts',         expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'DELETE', path: '/api/jobboard/{board}/user/job-alerts/999999999', expect: [401, 200, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/job-alerts/{id}' },
  { method: 'GET',    path: '/api/users/get',                                expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'POST',   path: '/api/users/create',                   body: {}, expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'PUT',    path: '/api/users/update',                   body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403] },
  { method: 'PUT',    path: '/api/users/updateOffersArray',        body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403] },
  // Applying: candidates only (an employer is told employers cannot apply); apply-register is
  // for anyone and multipart only, so a JSON body is 415 whoever sends it.
  { method: 'POST',   path: '/api/jobboard/{board}/offers/{offerId}/apply', body: {}, expect: [401, 422, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/offers/{id}/apply' },
  { method: 'POST',   path: '/api/jobboard/{board}/offers/{offerId}/apply-register', body: {}, expect: [415, 415, 415, 415, 415, 415, 415, 415], openapi: '/api/jobboard/{board}/offers/{id}/apply-register' },
  { method: 'GET',    path: '/api/jobboard/{board}/user/applications',       expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'POST',   path: '/api/jobboard/{board}/user/applications/999999999/withdraw', expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/applications/{id}/withdraw' },
  { method: 'POST',   path: '/api/jobboard/{board}/user/applications/{otherApplicationId}/withdraw', expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/applications/{id}/withdraw' },
  { method: 'GET',    path: '/api/jobboard/{board}/user/applications/{otherApplicationId}/resume', expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/applications/{id}/resume' },
  { method: 'GET',    path: '/api/jobboard/{board}/user/applications/999999999/resume', expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/applications/{id}/resume' },
  // An application's messages (issue 42): the candidate's own only; another's is 404 (a valid
  // body, so the ownership answers rather than the contract).
  { method: 'GET',    path: '/api/jobboard/{board}/user/applications/{otherApplicationId}/messages', expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/applications/{id}/messages' },
  { method: 'POST',   path: '/api/jobboard/{board}/user/applications/{otherApplicationId}/messages', body: { body: 'Bonjour' }, expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/applications/{id}/messages' },
  { method: 'POST',   path: '/api/jobboard/{board}/user/applications/{otherApplicationId}/messages/read', expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/applications/{id}/messages/read' },
  // Interview invitations (issue 42): the candidate's own only; someone else's application is 404
  // before the body is read.
  { method: 'GET',    path: '/api/jobboard/{board}/user/interviews',         expect: [401, 200, 403, 403, 403, 403, 401, 403] },
  { method: 'POST',   path: '/api/jobboard/{board}/user/applications/{otherApplicationId}/interview/answer', body: {}, expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/applications/{id}/interview/answer' },
  { method: 'POST',   path: '/api/jobboard/{board}/user/applications/999999999/interview/answer', body: { answer: 'accepted' }, expect: [401, 404, 403, 403, 403, 403, 401, 403], openapi: '/api/jobboard/{board}/user/applications/{id}/interview/answer' },
  // Employers only.
  // The demo employers are confirmed already (403); the other team's new employer is not.
  { method: 'POST',   path: '/api/jobboard/{board}/employer/email-confirmation/resend', body: {}, expect: [401, 403, 403, 403, 403, 403, 401, 200] },
  { method: 'PUT',    path: '/api/ats/profile',                    body: {}, expect: [401, 403, 422, 422, 422, 422, 401, 422] },
  { method: 'PUT',    path: '/api/ats/auth/change-password',       body: {}, expect: [401, 403, 422, 422, 422, 422, 401, 422] },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/service-request', body: {}, expect: [401, 403, 422, 422, 422, 422, 401, 422] },
  // The team (can-manage-team, issue 41): the members lacking one permission lack manage_team too;
  // another team's member or invitation is 404 before the body is read. `{teamMemberId}` is the
  // demo employer (PATCH {} is the contract's 422: nothing changes); nothing is deleted for real.
  { method: 'GET',    path: '/api/ats/team/members',                          expect: [401, 403, 200, 403, 403, 403, 401, 200] },
  { method: 'PATCH',  path: '/api/ats/team/members/{teamMemberId}', body: {}, expect: [401, 403, 422, 403, 403, 403, 401, 404], openapi: '/api/ats/team/members/{id}' },
  { method: 'PATCH',  path: '/api/ats/team/members/999999999',      body: {}, expect: [401, 403, 404, 403, 403, 403, 401, 404], openapi: '/api/ats/team/members/{id}' },
  { method: 'DELETE', path: '/api/ats/team/members/999999999',                expect: [401, 403, 404, 403, 403, 403, 401, 404], openapi: '/api/ats/team/members/{id}' },
  { method: 'GET',    path: '/api/ats/team/invitations',                      expect: [401, 403, 200, 403, 403, 403, 401, 200] },
  { method: 'POST',   path: '/api/ats/team/invitations',            body: {}, expect: [401, 403, 422, 403, 403, 403, 401, 422] },
  { method: 'POST',   path: '/api/ats/team/invitations/999999999/resend',     expect: [401, 403, 404, 403, 403, 403, 401, 404], openapi: '/api/ats/team/invitations/{id}/resend' },
  { method: 'DELETE', path: '/api/ats/team/invitations/999999999',            expect: [401, 403, 404, 403, 403, 403, 401, 404], openapi: '/api/ats/team/invitations/{id}' },
  // The invitee's side: the token is the only credential.
  { method: 'GET',    path: '/api/ats/team/invitations/by-token/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/ats/team/invitations/by-token/{token}' },
  { method: 'POST',   path: '/api/ats/team/invitations/accept',     body: {}, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  // Billing (can-manage-billing, issue 41): the demo members lacking one permission lack
  // manage_billing too; another team's invoice is 404 like an unknown one.
  { method: 'GET',    path: '/api/ats/billing-profile',                       expect: [401, 403, 200, 403, 403, 403, 401, 200] },
  { method: 'PUT',    path: '/api/ats/billing-profile',             body: {}, expect: [401, 403, 422, 403, 403, 403, 401, 422] },
  { method: 'GET',    path: '/api/ats/invoices',                              expect: [401, 403, 200, 403, 403, 403, 401, 200] },
  { method: 'GET',    path: '/api/ats/invoices/999999999/pdf',                expect: [401, 403, 404, 403, 403, 403, 401, 404], openapi: '/api/ats/invoices/{id}/pdf' },
  // Posting packages (issue 41): buying is billing (manage_billing); the balance is the team's,
  // every employer of it reads it.
  { method: 'POST',   path: '/api/jobboard/{board}/employer/create-package-checkout-session', body: {}, expect: [401, 403, 422, 403, 403, 403, 401, 422] },
  { method: 'PUT',    path: '/api/jobboard/{board}/employer/package-checkout-session-status', body: {}, expect: [401, 403, 422, 403, 403, 403, 401, 422] },
  { method: 'GET',    path: '/api/ats/credits',                               expect: [401, 403, 200, 200, 200, 200, 401, 200] },
  // The team's companies (can-manage-company): another team's id is 404, before any body is
  // read. PUT with a valid body only on the other team's company (the demo one stays as it is).
  { method: 'GET',    path: '/api/ats/team-sizes',                            expect: [401, 403, 200, 403, 200, 200, 401, 200] },
  { method: 'GET',    path: '/api/ats/companies',                             expect: [401, 403, 200, 403, 200, 200, 401, 200] },
  { method: 'POST',   path: '/api/ats/companies',                   body: {}, expect: [401, 403, 422, 403, 422, 422, 401, 422] },
  { method: 'GET',    path: '/api/ats/companies/{teamCompanyId}',             expect: [401, 403, 200, 403, 200, 200, 401, 404], openapi: '/api/ats/companies/{id}' },
  { method: 'GET',    path: '/api/ats/companies/{otherCompanyId}',            expect: [401, 403, 404, 403, 404, 404, 401, 200], openapi: '/api/ats/companies/{id}' },
  { method: 'GET',    path: '/api/ats/companies/999999999',                   expect: [401, 403, 404, 403, 404, 404, 401, 404], openapi: '/api/ats/companies/{id}' },
  { method: 'PUT',    path: '/api/ats/companies/{teamCompanyId}',   body: {}, expect: [401, 403, 422, 403, 422, 422, 401, 404], openapi: '/api/ats/companies/{id}' },
  { method: 'PUT',    path: '/api/ats/companies/{otherCompanyId}',  body: { name_fr: 'Autre équipe inc.' }, expect: [401, 403, 404, 403, 404, 404, 401, 200], openapi: '/api/ats/companies/{id}' },
  { method: 'POST',   path: '/api/ats/companies/{teamCompanyId}/images', body: {}, expect: [401, 403, 415, 403, 415, 415, 401, 404], openapi: '/api/ats/companies/{id}/images' },
  { method: 'POST',   path: '/api/ats/companies/{otherCompanyId}/images', body: {}, expect: [401, 403, 404, 403, 404, 404, 401, 415], openapi: '/api/ats/companies/{id}/images' },
  // The team's offers (can-manage-offer), the same way; duplicate only on the other team's.
  { method: 'GET',    path: '/api/ats/offers',                                expect: [401, 403, 200, 200, 403, 200, 401, 200] },
  { method: 'POST',   path: '/api/ats/offers',                      body: {}, expect: [401, 403, 422, 422, 403, 422, 401, 422] },
  { method: 'GET',    path: '/api/ats/offers/{teamOfferId}',                  expect: [401, 403, 200, 200, 403, 200, 401, 404], openapi: '/api/ats/offers/{id}' },
  { method: 'GET',    path: '/api/ats/offers/{otherOfferId}',                 expect: [401, 403, 404, 404, 403, 404, 401, 200], openapi: '/api/ats/offers/{id}' },
  { method: 'GET',    path: '/api/ats/offers/999999999',                      expect: [401, 403, 404, 404, 403, 404, 401, 404], openapi: '/api/ats/offers/{id}' },
  { method: 'PUT',    path: '/api/ats/offers/{teamOfferId}',        body: {}, expect: [401, 403, 422, 422, 403, 422, 401, 404], openapi: '/api/ats/offers/{id}' },
  { method: 'PUT',    path: '/api/ats/offers/{otherOfferId}',       body: {}, expect: [401, 403, 404, 404, 403, 404, 401, 422], openapi: '/api/ats/offers/{id}' },
  { method: 'POST',   path: '/api/ats/offers/{otherOfferId}/duplicate',       expect: [401, 403, 404, 404, 403, 404, 401, 201], openapi: '/api/ats/offers/{id}/duplicate' },
  // Publishing and payment (can-publish-offer: manage_offers and manage_companies).
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offer/999999999/publish', expect: [401, 403, 404, 403, 403, 404, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/publish' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offer/{teamOfferId}/create-single-job-posting-checkout-session', body: {}, expect: [401, 403, 422, 403, 403, 422, 401, 422], openapi: '/api/jobboard/{board}/employer/offer/{id}/create-single-job-posting-checkout-session' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offer/{teamOfferId}/create-featured-checkout-session', body: {}, expect: [401, 403, 422, 403, 403, 422, 401, 422], openapi: '/api/jobboard/{board}/employer/offer/{id}/create-featured-checkout-session' },
  { method: 'PUT',    path: '/api/jobboard/{board}/employer/offer/{teamOfferId}/update-single-job-posting-checkout-session-status', body: {}, expect: [401, 403, 422, 403, 403, 422, 401, 422], openapi: '/api/jobboard/{board}/employer/offer/{id}/update-single-job-posting-checkout-session-status' },
  { method: 'PUT',    path: '/api/ats/offers/999999999/unpublish-from-all-jobboards', expect: [401, 403, 404, 403, 403, 404, 401, 404], openapi: '/api/ats/offers/{id}/unpublish-from-all-jobboards' },
  // Filled (issue 42): the publishing guard. `{teamOfferId}` is a draft: nothing to close (409),
  // and reopening an offer that is not filled leaves it as it is (200).
  { method: 'PUT',    path: '/api/ats/offers/999999999/mark-filled',   expect: [401, 403, 404, 403, 403, 404, 401, 404], openapi: '/api/ats/offers/{id}/mark-filled' },
  { method: 'PUT',    path: '/api/ats/offers/{teamOfferId}/mark-filled', expect: [401, 403, 409, 403, 403, 409, 401, 404], openapi: '/api/ats/offers/{id}/mark-filled' },
  { method: 'PUT',    path: '/api/ats/offers/999999999/reopen',        expect: [401, 403, 404, 403, 403, 404, 401, 404], openapi: '/api/ats/offers/{id}/reopen' },
  { method: 'PUT',    path: '/api/ats/offers/{teamOfferId}/reopen',    expect: [401, 403, 200, 403, 403, 200, 401, 404], openapi: '/api/ats/offers/{id}/reopen' },
  // Stripe's webhook: no session involved; unsigned is a 400 for everyone.
  { method: 'POST',   path: '/api/stripe/webhook',                     body: {}, expect: [400, 400, 400, 400, 400, 400, 400, 400] },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offers/validation/details', body: {}, expect: [401, 403, 422, 422, 403, 422, 401, 422], openapi: '/api/jobboard/{board}/employer/offers/validation/{step}' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offers/validation/attributes', body: {}, expect: [401, 403, 422, 422, 403, 422, 401, 422], openapi: '/api/jobboard/{board}/employer/offers/validation/{step}' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offers/validation/specifications', body: {}, expect: [401, 403, 422, 422, 403, 422, 401, 422], openapi: '/api/jobboard/{board}/employer/offers/validation/{step}' },
  // An offer's applications (can-manage-candidate): `{teamLiveOfferId}` is a published offer of
  // the demo team with `{teamApplicationId}` on it; through another offer that id is 404. The
  // application sent no cover letter (404). Bodies `{}` are the contract's 422.
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications', expect: [401, 403, 200, 200, 200, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications' },
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{otherOfferId}/applications', expect: [401, 403, 404, 404, 404, 403, 401, 200], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications' },
  // The applications as CSV: the list's guard exactly.
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications.csv', expect: [401, 403, 200, 200, 200, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications.csv' },
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{otherOfferId}/applications.csv', expect: [401, 403, 404, 404, 404, 403, 401, 200], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications.csv' },
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/{teamApplicationId}', expect: [401, 403, 200, 200, 200, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}' },
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamOfferId}/applications/{teamApplicationId}', expect: [401, 403, 404, 404, 404, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}' },
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/{teamApplicationId}/resume', expect: [401, 403, 200, 200, 200, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/resume' },
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamOfferId}/applications/{teamApplicationId}/resume', expect: [401, 403, 404, 404, 404, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/resume' },
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/{teamApplicationId}/cover-letter', expect: [401, 403, 404, 404, 404, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/cover-letter' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/status', body: {}, expect: [401, 403, 422, 422, 422, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/status' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/{teamApplicationId}/notes', body: {}, expect: [401, 403, 422, 422, 422, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/notes' },
  // The application's thread with the candidate: the same guard; `{}` is the contract's 422.
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/{teamApplicationId}/messages', expect: [401, 403, 200, 200, 200, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/messages' },
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamOfferId}/applications/{teamApplicationId}/messages', expect: [401, 403, 404, 404, 404, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/messages' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/{teamApplicationId}/messages', body: {}, expect: [401, 403, 422, 422, 422, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/messages' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/{teamApplicationId}/messages/read', expect: [401, 403, 200, 200, 200, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/messages/read' },
  // Interview invitations: the list's guard; another team's application is 404 before the body.
  // Cancelling goes through an offer the application is not on, or an unknown application (404).
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/{teamApplicationId}/interview', expect: [401, 403, 200, 200, 200, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview' },
  { method: 'GET',    path: '/api/jobboard/{board}/employer/offer/{teamOfferId}/applications/{teamApplicationId}/interview', expect: [401, 403, 404, 404, 404, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview' },
  { method: 'PUT',    path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/{teamApplicationId}/interview', body: {}, expect: [401, 403, 422, 422, 422, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offer/{teamOfferId}/applications/{teamApplicationId}/interview/cancel', expect: [401, 403, 404, 404, 404, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview/cancel' },
  { method: 'POST',   path: '/api/jobboard/{board}/employer/offer/{teamLiveOfferId}/applications/999999999/interview/cancel', expect: [401, 403, 404, 404, 404, 403, 401, 404], openapi: '/api/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview/cancel' },
  // Single sign-on: any employer gets a token; only the applicant-tracking app, with the shared
  // secret (which no role here has), may redeem one.
  { method: 'GET',    path: '/api/ats/auth/sso-tokens',                       expect: [401, 403, 200, 200, 200, 200, 401, 200] },
  { method: 'POST',   path: '/api/ats/auth/sso-tokens/redeem',      body: {}, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  // Sync (section 4): any employer, for their own team.
  { method: 'POST',   path: '/api/sync/profile',                              expect: [401, 403, 200, 200, 200, 200, 401, 200] },
  { method: 'POST',   path: '/api/sync/enterprises',                          expect: [401, 403, 200, 200, 200, 200, 401, 200] },
  { method: 'POST',   path: '/api/sync/offers',                               expect: [401, 403, 200, 200, 200, 200, 401, 200] },
  // The offer page's view beacon: anyone, nothing stored about them.
  { method: 'POST',   path: '/api/jobboard/{board}/offers/{offerId}/view',    expect: [204, 204, 204, 204, 204, 204, 204, 204], openapi: '/api/jobboard/{board}/offers/{id}/view' },
  // Lists for the forms' selects: any employer, of their own team.
  { method: 'GET',    path: '/api/ats/options/companies',                     expect: [401, 403, 200, 200, 200, 200, 401, 200] },
  { method: 'GET',    path: '/api/ats/options/users',                         expect: [401, 403, 200, 200, 200, 200, 401, 200] },
  { method: 'GET',    path: '/api/ats/options/places?q=mont',                 expect: [401, 403, 200, 200, 200, 200, 401, 200], openapi: '/api/ats/options/places' },
  // The image upload takes multipart only: a JSON body is 415 for whoever may upload there.
  // Company images are public; a name that is no upload's is 404 for everyone.
  { method: 'GET',    path: '/api/company-images/00000000-0000-4000-8000-000000000000.webp', expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/company-images/{file}' },
  // The operators' console (#40): on its own host only; a board's session is nobody there.
  { method: 'GET',    path: '/api/operator/me',                     console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  { method: 'POST',   path: '/api/operator/auth/login',   body: {}, console: true, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'POST',   path: '/api/operator/auth/logout',  body: {}, console: true, expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/operator/enrolment/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', console: true, expect: [400, 400, 400, 400, 400, 400, 400, 400], openapi: '/api/operator/enrolment/{token}' },
  { method: 'POST',   path: '/api/operator/enrolment',    body: {}, console: true, expect: [422, 422, 422, 422, 422, 422, 422, 422] },
  { method: 'GET',    path: '/api/operator/moderation',             console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  { method: 'POST',   path: '/api/operator/offers/{offerId}/approve', body: {}, console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401], openapi: '/api/operator/offers/{id}/approve' },
  { method: 'GET',    path: '/api/operator/reports',                console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  { method: 'POST',   path: '/api/operator/reports/999999999/dismiss', body: {}, console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401], openapi: '/api/operator/reports/{id}/dismiss' },
  { method: 'POST',   path: '/api/operator/offers/{offerId}/reject', body: {}, console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401], openapi: '/api/operator/offers/{id}/reject' },
  { method: 'GET',    path: '/api/operator/audit',                  console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  { method: 'GET',    path: '/api/operator/employers',              console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  { method: 'GET',    path: '/api/operator/employers/999999999',    console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401], openapi: '/api/operator/employers/{id}' },
  { method: 'POST',   path: '/api/operator/employers/999999999/verify', body: {}, console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401], openapi: '/api/operator/employers/{id}/verify' },
  { method: 'POST',   path: '/api/operator/employers/999999999/suspend', body: {}, console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401], openapi: '/api/operator/employers/{id}/suspend' },
  { method: 'POST',   path: '/api/operator/employers/999999999/reinstate', body: {}, console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401], openapi: '/api/operator/employers/{id}/reinstate' },
  { method: 'GET',    path: '/api/operator/health',                 console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  { method: 'GET',    path: '/api/operator/payments',               console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  { method: 'POST',   path: '/api/operator/payments/999999999/refund', body: {}, console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401], openapi: '/api/operator/payments/{id}/refund' },
  { method: 'GET',    path: '/api/operator/revenue',                console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  { method: 'GET',    path: '/api/operator/revenue.csv',            console: true, expect: [401, 401, 401, 401, 401, 401, 401, 401] },
  // On a board's host the console does not exist, whoever asks.
  { method: 'GET',    path: '/api/operator/me',                                    expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  { method: 'POST',   path: '/api/operator/auth/login',   body: {},                expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  { method: 'GET',    path: '/api/operator/moderation',                            expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  { method: 'POST',   path: '/api/operator/offers/{offerId}/approve', body: {},     expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/operator/offers/{id}/approve' },
  { method: 'GET',    path: '/api/operator/reports',                               expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  { method: 'POST',   path: '/api/operator/reports/999999999/dismiss', body: {},    expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/operator/reports/{id}/dismiss' },
  { method: 'POST',   path: '/api/operator/offers/{offerId}/reject', body: {},      expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/operator/offers/{id}/reject' },
  { method: 'GET',    path: '/api/operator/audit',                                 expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  { method: 'GET',    path: '/api/operator/employers',                             expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  { method: 'GET',    path: '/api/operator/employers/999999999',                   expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/operator/employers/{id}' },
  { method: 'POST',   path: '/api/operator/employers/999999999/verify', body: {},  expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/operator/employers/{id}/verify' },
  { method: 'POST',   path: '/api/operator/employers/999999999/suspend', body: {}, expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/operator/employers/{id}/suspend' },
  { method: 'POST',   path: '/api/operator/employers/999999999/reinstate', body: {}, expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/operator/employers/{id}/reinstate' },
  { method: 'GET',    path: '/api/operator/health',                                expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  { method: 'GET',    path: '/api/operator/payments',                              expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  { method: 'POST',   path: '/api/operator/payments/999999999/refund', body: {},    expect: [404, 404, 404, 404, 404, 404, 404, 404], openapi: '/api/operator/payments/{id}/refund' },
  { method: 'GET',    path: '/api/operator/revenue',                               expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  { method: 'GET',    path: '/api/operator/revenue.csv',                           expect: [404, 404, 404, 404, 404, 404, 404, 404] },
  // Ends the session: last, and the runner signs in again after it.
  { method: 'POST',   path: '/api/jobboard/auth/logout',           body: {}, expect: [200, 200, 200, 200, 200, 200, 200, 200], endsSession: true },
  { method: 'POST',   path: '/api/ats/auth/logout',                body: {}, expect: [200, 200, 200, 200, 200, 200, 200, 200], endsSession: true },
];
