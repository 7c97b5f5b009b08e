/**
 * The public surface of the auth feature: only what other features use. Import it as
 * `@/modules/auth`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { UnconfirmedEmailAlert } from './confirmation/unconfirmed-email-alert';
export { PasswordChangeForm } from './password/password-change-form';
