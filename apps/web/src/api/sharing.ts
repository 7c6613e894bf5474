// Sharing calls (spec 2 section 7) as TanStack Query hooks: a brand's shares and the invitations to
// the user (/sharing), the team of the user's subscription and its invitations (/subscription/sharing).
// Answering an invitation changes the brand list and, for a team, the plan the user works under.
import {
  type InvitationResponse,
  OkSchema,
  ProjectInvitationListSchema,
  ProjectShareListSchema,
  type ProjectShareRequest,
  ProjectShareSchema,
  SharedProjectEntrySchema,
  SharedProjectListSchema,
  type SharePermission,
  SubscriptionInvitationListSchema,
  SubscriptionShareListSchema,
  type SubscriptionShareRequest,
  SubscriptionShareSchema,
  sharingPaths,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { projectKeys } from './projects.ts';
import { queryKeys } from './query-keys.ts';
import { useSignedIn } from './useSession.ts';

const sharingKeys = {
  all: ['sharing'] as const,
  projectShares: (projectId: string) => ['sharing', 'project', projectId] as const,
  invitations: ['sharing', 'invitations'] as const,
  team: ['sharing', 'team'] as const,
  teamInvitations: ['sharing', 'team-invitations'] as const,
  memberProjects: (email: string) => ['sharing', 'member-projects', email] as const,
};

/** After any share change: every sharing list, the brand list and the plan the user works under. */
const useInvalidateSharing = () => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: sharingKeys.all });
    void client.invalidateQueries({ queryKey: projectKeys.all });
    void client.invalidateQueries({ queryKey: queryKeys.subscription });
    // Answering from an invitation mail's link confirms the address.
    void client.invalidateQueries({ queryKey: queryKeys.profile });
  };
};

const useSharingMutation = <V, R>(call: (variables: V) => Promise<R>) => {
  const invalidate = useInvalidateSharing();
  return useMutation({ mutationFn: call, onSettled: invalidate });
};

// Brand shares ------------------------------------------------------------------------------

export const useProjectShares = (projectId: string | null) =>
  useQuery({
    queryKey: sharingKeys.projectShares(projectId ?? ''),
    queryFn: async () =>
      (await api.get(sharingPaths.projectShares(projectId ?? ''), { schema: ProjectShareListSchema })).shares,
    enabled: useSignedIn() && Boolean(projectId),
  });

export const useShareProject = () =>
  useSharingMutation(({ projectId, ...body }: ProjectShareRequest & { projectId: string }) =>
    api.post(sharingPaths.projectShare(projectId), body, { schema: ProjectShareSchema }),
  );

export const useUpdateSharePermission = () =>
  useSharingMutation(({ id, permission }: { id: number; permission: SharePermission }) =>
    api.put(sharingPaths.update(id), { permission }, { schema: ProjectShareSchema }),
  );

export const useRevokeShare = () =>
  useSharingMutation((id: number) => api.delete(sharingPaths.revoke(id), { schema: OkSchema }));

export const useProjectInvitations = () =>
  useQuery({
    queryKey: sharingKeys.invitations,
    queryFn: async () =>
      (await api.get(sharingPaths.invitations, { schema: ProjectInvitationListSchema })).invitations,
    enabled: useSignedIn(),
  });

/** An invitation's answer: `token` (from the invitation mail's link) also confirms the address. */
type Answer = { id: number } & InvitationResponse;

export const useRespondToInvitation = () =>
  useSharingMutation(({ id, ...answer }: Answer) =>
    api.post(sharingPaths.respond(id), answer, { schema: ProjectShareSchema }),
  );

// Subscription (team) shares ----------------------------------------------------------------

export const useTeam = (enabled = true) =>
  useQuery({
    queryKey: sharingKeys.team,
    queryFn: () => api.get(sharingPaths.subscriptionShares, { schema: SubscriptionShareListSchema }),
    enabled: useSignedIn() && enabled,
  });

export const useShareSubscription = () =>
  useSharingMutation((body: SubscriptionShareRequest) =>
    api.post(sharingPaths.subscriptionShare, body, { schema: SubscriptionShareSchema }),
  );

export const useRevokeMember = () =>
  useSharingMutation((id: number) => api.delete(sharingPaths.subscriptionRevoke(id), { schema: OkSchema }));

export const useTeamInvitations = () =>
  useQuery({
    queryKey: sharingKeys.teamInvitations,
    queryFn: async () =>
      (await api.get(sharingPaths.subscriptionInvitations, { schema: SubscriptionInvitationListSchema }))
        .invitations,
    enabled: useSignedIn(),
  });

export const useRespondToTeamInvitation = () =>
  useSharingMutation(({ id, ...answer }: Answer) =>
    api.post(sharingPaths.subscriptionRespond(id), answer, { schema: SubscriptionShareSchema }),
  );

/** The user's brands shared with a member's address. */
export const useMemberProjects = (email: string, enabled: boolean) =>
  useQuery({
    queryKey: sharingKeys.memberProjects(email),
    queryFn: async () =>
      (await api.get(sharingPaths.sharedWithUser, { query: { email }, schema: SharedProjectListSchema }))
        .projects,
    enabled: useSignedIn() && enabled,
  });

export const useGrantProject = () =>
  useSharingMutation(({ shareId, projectId }: { shareId: number; projectId: number }) =>
    api.post(
      sharingPaths.subscriptionGrant(shareId),
      { project_id: projectId },
      { schema: SharedProjectEntrySchema },
    ),
  );
