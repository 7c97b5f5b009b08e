/**
 * The server-only surface of the employer applications feature: its page. Import it as
 * `@/modules/employer-applications/server`.
 */
export { offerApplicationsRoute } from './applications-route';
