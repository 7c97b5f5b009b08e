/**
 * Every API endpoint the platform calls, keyed by its path below `/api` as the OpenAPI document
 * writes it (`{param}`), with the methods it is called with. The one table behind `apiPath`
 * (api-paths.ts), which reads it as a type only: client bundles carry none of it, and
 * api-endpoints.api.test.ts checks each row against the routes the Hono app registers.
 */
export const apiEndpoints = {
  // Offers, companies and the catalogue.
  '/jobboard/{board}/offers': ['GET'],
  '/jobboard/{board}/offers/{id}': ['GET'],
  '/jobboard/{board}/offers/{id}/view': ['POST'],
  '/jobboard/{board}/offers/{id}/report': ['POST'],
  '/jobboard/{board}/offer-attributes': ['GET'],
  '/offer-attributes': ['GET'],
  '/noc-job-titles': ['GET'],
  '/places': ['GET'],

  // Accounts: candidates sign in at `jobboard`, employers at `ats`.
  '/jobboard/{board}/me': ['GET'],
  '/jobboard/signup': ['POST'],
  '/ats/signup': ['POST'],
  '/jobboard/auth/login': ['POST'],
  '/ats/auth/login': ['POST'],
  '/jobboard/auth/logout': ['POST'],
  '/ats/auth/logout': ['POST'],
  '/jobboard/auth/forgot-password': ['POST'],
  '/ats/auth/forgot-password': ['POST'],
  '/ats/auth/change-password': ['PUT'],
  '/ats/auth/sso-tokens': ['GET'],
  '/ats/profile': ['PUT'],
  '/auth/reset-password': ['PUT'],
  '/email-confirmation': ['POST'],
  '/jobboard/{board}/user/email-confirmation/resend': ['POST'],
  '/jobboard/{board}/employer/email-confirmation/resend': ['POST'],
  '/check-secure-link/{type}/{selector}/{token}': ['GET'],

  // The operators' console, on its own host (OPERATOR_HOST).
  '/operator/auth/login': ['POST'],
  '/operator/auth/logout': ['POST'],
  '/operator/me': ['GET'],
  '/operator/enrolment/{token}': ['GET'],
  '/operator/enrolment': ['POST'],
  '/operator/moderation': ['GET'],
  '/operator/offers/{id}/approve': ['POST'],
  '/operator/reports': ['GET'],
  '/operator/reports/{id}/dismiss': ['POST'],
  '/operator/offers/{id}/reject': ['POST'],
  '/operator/audit': ['GET'],
  '/operator/employers': ['GET'],
  '/operator/employers/{id}': ['GET'],
  '/operator/employers/{id}/verify': ['POST'],
  '/operator/employers/{id}/suspend': ['POST'],
  '/operator/employers/{id}/reinstate': ['POST'],
  '/operator/health': ['GET'],

  // Mailed links' actions, contact, newsletter and job alerts.
  '/jobboard/{board}/contact': ['POST'],
  '/jobboard/{board}/news-letter': ['POST'],
  '/jobboard/{board}/news-letter/confirm': ['POST'],
  '/jobboard/{board}/news-letter/unsubscribe': ['POST'],
  '/jobboard/{board}/job-alerts': ['POST'],
  '/jobboard/{board}/job-alerts/confirm': ['POST'],
  '/jobboard/{board}/job-alerts/unsubscribe': ['POST'],

  // The candidate's profile.
  '/jobboard/{board}/user/info': ['POST'],
  '/jobboard/{board}/user/places': ['GET'],
  '/jobboard/{board}/user/change-password': ['PUT'],
  '/jobboard/{board}/user/documents': ['GET', 'POST'],
  '/jobboard/{board}/user/documents/{id}': ['PUT', 'DELETE'],
  '/jobboard/{board}/user/saved-offers': ['GET'],
  '/jobboard/{board}/user/saved-offers/{offerId}': ['PUT', 'DELETE'],
  '/jobboard/{board}/user/job-alerts': ['GET'],
  '/jobboard/{board}/user/job-alerts/{id}': ['DELETE'],
  '/jobboard/{board}/user/specializations': ['GET', 'POST'],
  '/jobboard/{board}/user/applications': ['GET'],
  '/jobboard/{board}/user/applications/{id}/withdraw': ['POST'],
  '/jobboard/{board}/user/applications/{id}/messages': ['GET', 'POST'],
  '/jobboard/{board}/user/applications/{id}/messages/read': ['POST'],
  '/jobboard/{board}/user/applications/{id}/interview/answer': ['POST'],
  '/jobboard/{board}/user/interviews': ['GET'],

  // The dev mailbox page links each attachment of a mail (development only).
  '/dev/mailbox/{id}/attachments/{index}': ['GET'],
  '/jobboard/{board}/user/account': ['DELETE'],
  '/jobboard/{board}/user/data-export': ['GET'],
  '/jobboard/user/skills': ['GET', 'POST'],
  '/jobboard/user/skills/{id}': ['PUT', 'DELETE'],
  '/users/get': ['GET'],
  '/users/create': ['POST'],

  // Applying.
  '/jobboard/{board}/offers/{id}/apply': ['POST'],
  '/jobboard/{board}/offers/{id}/apply-register': ['POST'],

  // The employer's area.
  '/ats/companies': ['POST'],
  '/ats/companies/{id}': ['PUT'],
  '/ats/companies/{id}/images': ['POST'],
  // The team: members, invitations, and the invitee's accept page (issue 41).
  '/ats/team/members': ['GET'],
  '/ats/team/members/{id}': ['PATCH', 'DELETE'],
  '/ats/team/invitations': ['GET', 'POST'],
  '/ats/team/invitations/{id}': ['DELETE'],
  '/ats/team/invitations/{id}/resend': ['POST'],
  '/ats/team/invitations/accept': ['POST'],

  // Billing (issue 41): the profile invoices are made out to, the invoices and their PDFs.
  '/ats/billing-profile': ['GET', 'PUT'],
  '/ats/invoices': ['GET'],
  '/ats/credits': ['GET'],
  '/ats/invoices/{id}/pdf': ['GET'],
  '/ats/offers': ['GET', 'POST'],
  '/ats/offers/{id}': ['GET', 'PUT'],
  '/ats/offers/{id}/duplicate': ['POST'],
  '/ats/offers/{id}/unpublish-from-all-jobboards': ['PUT'],
  '/ats/offers/{id}/mark-filled': ['PUT'],
  '/ats/offers/{id}/reopen': ['PUT'],
  '/ats/options/places': ['GET'],
  '/jobboard/{board}/employer/service-request': ['POST'],
  '/jobboard/{board}/employer/offers/validation/{step}': ['POST'],
  '/jobboard/{board}/employer/offer/{id}/publish': ['POST'],
  '/jobboard/{board}/employer/offer/{id}/create-single-job-posting-checkout-session': ['POST'],
  '/jobboard/{board}/employer/offer/{id}/create-featured-checkout-session': ['POST'],
  '/jobboard/{board}/employer/create-package-checkout-session': ['POST'],
  '/jobboard/{board}/employer/package-checkout-session-status': ['PUT'],
  '/jobboard/{board}/employer/offer/{id}/update-single-job-posting-checkout-session-status': [
    'PUT',
  ],
  '/jobboard/{board}/employer/offer/{id}/applications': ['GET'],
  '/jobboard/{board}/employer/offer/{id}/applications.csv': ['GET'],
  '/jobboard/{board}/employer/offer/{id}/applications/status': ['POST'],
  '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}': ['GET'],
  '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/notes': ['POST'],
  '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/messages': ['GET', 'POST'],
  '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/messages/read': ['POST'],
  '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview': ['GET', 'PUT'],
  '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview/cancel': ['POST'],
  '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/resume': ['GET'],
  '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/cover-letter': ['GET'],
  '/sync/profile': ['POST'],
  '/sync/enterprises': ['POST'],
  '/sync/offers': ['POST'],
} as const satisfies Record<`/${string}`, readonly ApiMethod[]>;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
