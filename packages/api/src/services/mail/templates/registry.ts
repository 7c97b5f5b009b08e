import { accountDeleted } from './account-deleted';
import { applicationConfirmation, applicationNotice } from './application-mails';
import { applicationMessageMail } from './application-message-mail';
import { applicationStatusMail } from './application-status-mail';
import { emailConfirmation, passwordReset } from './account-link';
import { employerReinstatedMail, employerSuspendedMail } from './employer-standing-mail';
import { interviewInvitationMail } from './interview-invitation-mail';
import { contactNotification } from './contact-notification';
import { jobAlertConfirmation, jobAlertDigest } from './job-alert-mails';
import { newsletterConfirmation } from './newsletter-confirmation';
import { offerApprovedMail } from './offer-approved-mail';
import { offerRejectedMail } from './offer-rejected-mail';
import { paymentRefundedMail } from './payment-refunded-mail';
import { offerReportReceived } from './offer-report-received';
import { featuredReceipt, packageReceipt, postingExpiring, postingReceipt } from './posting-mails';
import { serviceRequestNotification } from './service-request-notification';
import { signupAttempt } from './signup-attempt';
import { teamInvitationMail } from './team-invitation-mail';
import type { MailTemplate } from './types';

/** Every mail the product sends, by the key stored in the outbox. Later issues add theirs here. */
export const mailTemplates = {
  'contact-notification': contactNotification,
  'email-confirmation': emailConfirmation,
  'password-reset': passwordReset,
  'signup-attempt': signupAttempt,
  'newsletter-confirmation': newsletterConfirmation,
  'account-deleted': accountDeleted,
  'service-request-notification': serviceRequestNotification,
  'application-confirmation': applicationConfirmation,
  'application-notice': applicationNotice,
  'application-status': applicationStatusMail,
  'application-message': applicationMessageMail,
  'interview-invitation': interviewInvitationMail,
  'posting-receipt': postingReceipt,
  'featured-receipt': featuredReceipt,
  'package-receipt': packageReceipt,
  'posting-expiring': postingExpiring,
  'job-alert-confirmation': jobAlertConfirmation,
  'job-alert-digest': jobAlertDigest,
  'offer-report-received': offerReportReceived,
  'offer-rejected': offerRejectedMail,
  'offer-approved': offerApprovedMail,
  'team-invitation': teamInvitationMail,
  'employer-suspended': employerSuspendedMail,
  'employer-reinstated': employerReinstatedMail,
  'payment-refunded': paymentRefundedMail,
} as const;

export type MailTemplateKey = keyof typeof mailTemplates;
export type MailPayload<K extends MailTemplateKey> =
  (typeof mailTemplates)[K] extends MailTemplate<infer P> ? P : never;

export function isMailTemplateKey(key: string): key is MailTemplateKey {
  return Object.hasOwn(mailTemplates, key);
}
