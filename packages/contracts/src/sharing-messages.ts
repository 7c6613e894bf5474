// Texts of brand sharing (/sharing) and subscription sharing (/subscription/sharing): the spec's
// validation messages and toasts (spec 2 sections 5 and 8), the server's refusals, and the labels.

export const sharingMessages = {
  // Validation (spec 2 section 5).
  emailRequired: 'Email is required.',
  subscriptionEmailRequired: 'Email address is required.',
  selectProject: 'Please select at least one project to share.',

  // Project sharing toasts (spec 2 section 8).
  loadProjectsFailed: 'Failed to load your projects.',
  loadSharesFailed: 'Failed to load project shares.',
  loadInvitationsFailed: 'Failed to load pending invitations.',
  shareFailed: 'Failed to share project.',
  updateFailed: 'Failed to update permission',
  revokeFailed: 'Failed to revoke access.',
  respondFailed: 'Failed to respond.',

  // Subscription sharing toasts (spec 2 section 8).
  loadSubscriptionSharesFailed: 'Failed to load subscription shares',
  subscriptionShareFailed: 'Failed to share subscription',
  loadMemberProjectsFailed: 'Failed to load projects for this user.',
  grantFailed: 'Failed to grant project access.',
  revokeProjectFailed: 'Failed to revoke project access.',

  // Success toasts (spec 2 section 8).
  shared: 'Shared',
  updated: 'Updated',
  revoked: 'Revoked',
  accepted: 'Accepted',
  rejected: 'Rejected',

  // The server's refusals.
  cannotShareWithSelf: 'You cannot share with yourself.',
  alreadyShared: 'This brand is already shared with this email address.',
  alreadyMember: 'This email address is already invited to your team.',
  alreadyHasAccess: 'This member already has access to this brand.',
  shareNotFound: 'Share not found.',
  invitationNotFound: 'Invitation not found.',
  invitationExpired: 'This invitation has expired. Ask its sender to share again.',
  verifyToAnswer:
    'Confirm your email address first (open the link we sent you), or answer from the link in the invitation email.',
  invitationAnswered: 'This invitation has already been answered.',
  permissionOnlyWhenAccepted: 'The permission can be changed once the invitation is accepted.',
  memberNotAccepted: 'Brands can be given only to members who accepted the invitation.',
  premiumOnly:
    'Subscription sharing is available on paid plans. Upgrade your plan to share it with your team.',
  joinWithOwnPlan: 'You have a paid plan of your own: cancel it before joining a team.',
  alreadyInTeam: 'You already belong to a team. Ask its owner to remove you before joining another.',
} as const;

/** Why a collaborator's call on a brand was refused (the one access policy sends these). */
export const brandAccessMessages = {
  /** A VIEW collaborator asked to change something. */
  viewOnly: 'You have view access to this brand. Ask its owner for edit access to change it.',
  /** Something only the owner may do (delete, schedule, share). */
  ownerOnly: 'Only the owner of this brand can do this.',
  deleteOwnerOnly: 'Only the owner of this brand can delete it.',
  scheduleOwnerOnly: 'Only the owner of this brand can change its schedule.',
  shareOwnerOnly: 'Only the owner of this brand can share it.',
  viewOnlyTitle: 'View only',
  ownerOnlyTitle: 'Owner only',
} as const;

export const sharingLabels = {
  subtitle: 'Share your brands with other people, choose what they can do, and answer invitations.',
  shareBrand: 'Share a brand',
  brand: 'Brand',
  chooseBrand: 'Choose a brand',
  email: 'Email',
  emailPlaceholder: 'colleague@company.com',
  permission: 'Permission',
  permissions: { VIEW: 'View', EDIT: 'Edit' },
  permissionHints: {
    VIEW: 'Reads every screen and report of the brand.',
    EDIT: 'Also changes prompts and competitors and runs reports.',
  },
  share: 'Share',
  sharesOf: (brand: string) => `People with access to ${brand}`,
  noBrands: 'You have no brands of your own to share yet.',
  noShares: 'This brand is not shared with anyone yet.',
  status: 'Status',
  statuses: { PENDING: 'Pending', ACCEPTED: 'Accepted', REJECTED: 'Rejected', EXPIRED: 'Expired' },
  sharedOn: 'Shared on',
  expiresOn: 'Expires on',
  actions: 'Actions',
  revoke: 'Revoke',
  revokeTitle: 'Revoke access?',
  revokeConfirm: (email: string, brand: string) =>
    `${email} will lose access to ${brand} at once. You can share it again later.`,
  cancel: 'Cancel',
  viaTeam: 'Team',
  viaTeamHint: 'Given with a team membership (Subscription Sharing).',
  invitations: 'Invitations',
  invitationsHint: 'Brands other people shared with you. Accept to see them in your brand list.',
  noInvitations: 'You have no pending invitations.',
  sharedBy: 'Shared by',
  accept: 'Accept',
  reject: 'Reject',
  sharedBadge: (permission: string) => `Shared · ${permission}`,
  sharedBadgeHint: (owner: string) => `Shared with you by ${owner}`,
  viewOnlyBadge: 'View only',
  waitingTitle: 'Invitations waiting',
  waitingBrands: (n: number) => `${n} brand ${n === 1 ? 'invitation' : 'invitations'} for you.`,
  waitingTeams: (n: number) => `${n} team ${n === 1 ? 'invitation' : 'invitations'} for you.`,
  answer: 'Answer',
} as const;

export const subscriptionSharingLabels = {
  subtitle: 'Share your plan with your team: members work under it and see the brands you give them.',
  upgradeTitle: 'A paid plan is needed',
  upgradeNote:
    'Subscription sharing is part of the paid plans. Upgrade to share your plan with your team members.',
  seePlans: 'See plans',
  memberNote: (owner: string, plan: string) =>
    `You work under ${owner}'s ${plan} plan. Only its owner can share it with more people.`,
  shareTitle: 'Invite a team member',
  email: 'Email address',
  brands: 'Brands',
  brandsPlaceholder: 'Choose the brands to share',
  brandsHint: 'Members always get view access to these brands.',
  share: 'Share',
  members: 'Team members',
  membersUsed: (used: number, limit: number | null) =>
    limit === null ? `${used} members (unlimited)` : `${used} of ${limit} members`,
  noMembers: 'Nobody shares your subscription yet.',
  name: 'Name',
  sharedOn: 'Shared on',
  respondedOn: 'Responded on',
  memberBrands: 'Brands of this member',
  noMemberBrands: 'This member has no brands yet.',
  grant: 'Give access',
  grantPlaceholder: 'Add a brand',
  revokeMember: 'Remove',
  revokeMemberTitle: 'Remove this member?',
  revokeMemberConfirm: (email: string) =>
    `${email} will stop working under your plan and lose the brands given with it.`,
  invitations: 'Team invitations',
  invitationsHint: "Teams you were invited to. Accepting makes you work under the team owner's plan.",
  plan: 'Plan',
  onlyAccepted: 'Brands can be given once the member accepts.',
} as const;
