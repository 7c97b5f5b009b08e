import { z } from 'zod';
import { emailField, nameField, newPasswordField, phoneField } from '../auth';
import { localeSchema } from '../common';
import { permissionListField } from './team-members';
import { teamPermissionNames } from './team-permission-rules';

export const inviteMemberSchema = z.object({
  email: emailField,
  permissions: permissionListField,
  /** The language of the invitation mail (and of the account it may create). */
  locale: z.enum(['fr', 'en'], { error: 'required' }),
});
export type InviteMemberInput = z.output<typeof inviteMemberSchema>;

/** A mailed token: 32 random bytes in base64url, 43 characters. */
export const invitationTokenField = z
  .string({ error: 'required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invalid' });

/**
 * Accepting an invitation. With `password`, a new employer account is made for the invited
 * address (names and password as the employer sign-up asks); without, the signed-in employer
 * whose address is the invited one joins the team.
 */
export const acceptInvitationSchema = z
  .object({
    token: invitationTokenField,
    first_name: nameField.optional(),
    last_name: nameField.optional(),
    phone_number: phoneField,
    password: newPasswordField.optional(),
    password_confirmation: z.string({ error: 'invalid' }).max(1024).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined) return;
    for (const field of ['first_name', 'last_name'] as const) {
      if (value[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    }
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'passwords_mismatch',
      });
    }
  });
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;

export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  permissions: z.array(z.enum(teamPermissionNames)),
  locale: localeSchema,
  expires_at: z.string(),
  created_at: z.string(),
});
export type TeamInvitation = z.output<typeof teamInvitationSchema>;

export const teamInvitationListResponse = z.object({ data: z.array(teamInvitationSchema) });
export const teamInvitationResponse = z.object({ data: teamInvitationSchema });

/** What the accept page shows before anyone signs in. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  team_name: z.string(),
  inviter_name: z.string(),
  permissions: z.array(z.enum(teamPermissionNames)),
  locale: localeSchema,
  expires_at: z.string(),
  /** Whether an employer account with the invited address exists (sign in to join, or sign up). */
  account_exists: z.boolean(),
});
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;
export const invitationPreviewResponse = z.object({ data: invitationPreviewSchema });
