// Sharing (spec 2 sections 2.7, 2.8, 3-8; spec 1 sections 3 and 7): single brands shared with other
// users (VIEW or EDIT), and a paid subscription shared with team members and the brands they may
// see. Requests, replies, the states a share is shown in, and their limits.

import { list, RowIdSchema, RowRefSchema, requiredText, text } from './input.ts';
import { authMessages } from './messages.ts';
import { SHARE_PERMISSIONS } from './projects.ts';
import { sharingMessages as m } from './sharing-messages.ts';
import { z } from './zod-setup.ts';

/** Days an invitation can be answered; after that the owner shares again. */
export const INVITATION_DAYS = 7;

/**
 * States a share is shown in (spec 2 section 4). PENDING past its expiry is shown as EXPIRED; a
 * revoked share is gone from every list.
 */
const SHARE_STATES = ['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

const INVITATION_ACTIONS = ['ACCEPT', 'REJECT'] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

/** An invitee's address: trimmed and lowercased, so it compares case-insensitively. */
const inviteeEmail = (required: string) =>
  requiredText(required, 254)
    .pipe(z.email(authMessages.invalidEmail))
    .transform((email) => email.toLowerCase());

/** A brand named by its integer id or its uuid. */
const ProjectIdSchema = z.union([RowIdSchema, z.uuid()]);

export const ProjectShareRequestSchema = z.object({
  email: inviteeEmail(m.emailRequired),
  permission: z.enum(SHARE_PERMISSIONS).optional().default('VIEW'),
});
export type ProjectShareRequest = z.infer<typeof ProjectShareRequestSchema>;

export const SharePermissionRequestSchema = z.object({ permission: z.enum(SHARE_PERMISSIONS) });

/** Query parameter of the sharing screens carrying the token of an invitation mail's link. */
export const INVITATION_TOKEN_PARAM = 'invitation';

/**
 * The answer to an invitation; `token` (from the invitation mail's link) answers it from an address
 * not confirmed yet, and confirms it.
 */
export const InvitationResponseSchema = z.object({
  action: z.enum(INVITATION_ACTIONS),
  token: text(200).optional(),
});
export type InvitationResponse = z.infer<typeof InvitationResponseSchema>;

/** Most brands one team invitation may carry. */
const SUBSCRIPTION_SHARE_PROJECTS_MAX = 200;

export const SubscriptionShareRequestSchema = z.object({
  email: inviteeEmail(m.subscriptionEmailRequired),
  project_ids: list(ProjectIdSchema, SUBSCRIPTION_SHARE_PROJECTS_MAX, m.selectProject).min(
    1,
    m.selectProject,
  ),
});
export type SubscriptionShareRequest = z.infer<typeof SubscriptionShareRequestSchema>;

/** Gives an accepted team member VIEW access to one more brand (the subscription screen). */
export const ProjectGrantRequestSchema = z.object({ project_id: ProjectIdSchema });

/** A share (or invitation) in a path: its id or uuid. */
export const ShareRefSchema = z.object({ id: RowRefSchema });

/** One brand shared with one address (spec 2 section 3, project share). */
export const ProjectShareSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  share_uuid: z.uuid(),
  user_email: z.string(),
  permission: z.enum(SHARE_PERMISSIONS),
  status: z.enum(SHARE_STATES),
  shared_at: z.string(),
  responded_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  project_id: z.number().int(),
  project_uuid: z.uuid(),
  project_title: z.string(),
  shared_by_email: z.string(),
  shared_by_name: z.string(),
  /** Set when the share came with a team membership (the subscription screen manages it). */
  via_subscription: z.boolean(),
});
export type ProjectShare = z.infer<typeof ProjectShareSchema>;

export const ProjectShareListSchema = z.object({ shares: z.array(ProjectShareSchema) });
export const ProjectInvitationListSchema = z.object({ invitations: z.array(ProjectShareSchema) });

/** A brand of the team owner shared with one address (spec 2 section 3, shared-project entry). */
export const SharedProjectEntrySchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  project_id: z.number().int(),
  project_uuid: z.uuid(),
  project_title: z.string(),
  permission: z.enum(SHARE_PERMISSIONS),
  status: z.enum(SHARE_STATES),
});
export type SharedProjectEntry = z.infer<typeof SharedProjectEntrySchema>;
export const SharedProjectListSchema = z.object({ projects: z.array(SharedProjectEntrySchema) });

export const SharedWithUserQuerySchema = z.object({ email: inviteeEmail(m.emailRequired) });

/** A subscription shared with one address (spec 2 section 3, subscription share). */
export const SubscriptionShareSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  user_email: z.string(),
  /** The member's name once the address has an account. */
  user_name: z.string().nullable(),
  status: z.enum(SHARE_STATES),
  shared_at: z.string(),
  responded_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  shared_by_name: z.string(),
  shared_by_email: z.string(),
  plan_name: z.string().nullable(),
});
export type SubscriptionShare = z.infer<typeof SubscriptionShareSchema>;

export const SubscriptionShareListSchema = z.object({
  shares: z.array(SubscriptionShareSchema),
  /** Members counted against the plan: accepted ones and invitations not yet expired. */
  members_used: z.number().int(),
  /** The plan's team members; null: unlimited. */
  members_limit: z.number().int().nullable(),
});
export type SubscriptionShareList = z.infer<typeof SubscriptionShareListSchema>;
export const SubscriptionInvitationListSchema = z.object({
  invitations: z.array(SubscriptionShareSchema),
});
