// Subscription sharing, /subscription/sharing (spec 2 section 2.8): for paid plans, invite team members
// by email with a set of brands (members count against the plan's member limit), give and take their
// brands (always VIEW) and remove them. Everyone sees the team invitations sent to them; others see the
// upgrade note, and a member is told whose plan they work under.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import {
  isPremiumPlan,
  subscriptionSharingLabels as l,
  sharingMessages as m,
  sharingLabels,
  userMenuLabels,
} from '@sightline/contracts';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useProjects } from '../../api/projects.ts';
import { useRespondToTeamInvitation, useTeam, useTeamInvitations } from '../../api/sharing.ts';
import { usePlanStatus } from '../../api/usePlanStatus.ts';
import { paths } from '../../app/paths.ts';
import { InvitationsCard } from '../../components/sharing/InvitationsCard.tsx';
import { useAnswerInvitation } from '../../components/sharing/useAnswerInvitation.ts';
import { formatDate } from '../../lib/format.ts';
import { useFailureToast } from '../../lib/toast.ts';
import { ShareSubscriptionForm } from './ShareSubscriptionForm.tsx';
import { TeamMembersTable } from './TeamMembersTable.tsx';

export function SubscriptionSharingPage() {
  const { subscription, loading } = usePlanStatus();
  const premium = !loading && isPremiumPlan(subscription);
  const owner = premium && !subscription?.is_shared;
  const team = useTeam(owner);
  const projects = useProjects();
  const invitations = useTeamInvitations();
  const respond = useAnswerInvitation(useRespondToTeamInvitation(), 'long');
  const owned = (projects.data ?? []).filter((p) => p.is_owner);

  useFailureToast(team.error, m.loadSubscriptionSharesFailed, 'long');
  useFailureToast(projects.error, m.loadProjectsFailed, 'long');
  useFailureToast(invitations.error, m.loadInvitationsFailed, 'long');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.02em' }}>
          {userMenuLabels.subscriptionSharing}
        </Title>
        <Text c="dimmed">{l.subtitle}</Text>
      </Stack>

      {(invitations.data?.length ?? 0) > 0 && (
        <InvitationsCard
          title={l.invitations}
          hint={l.invitationsHint}
          head={[sharingLabels.sharedBy, l.plan, sharingLabels.sharedOn, sharingLabels.expiresOn]}
          loading={false}
          answering={respond.answering}
          onRespond={(id, action) => {
            const invitation = invitations.data?.find((i) => i.id === id);
            respond.answer(id, action, invitation?.shared_by_name ?? '');
          }}
          rows={invitations.data?.map((i) => ({
            id: i.id,
            name: i.shared_by_name,
            cells: [
              `${i.shared_by_name} (${i.shared_by_email})`,
              i.plan_name ?? '—',
              formatDate(i.shared_at),
              i.expires_at ? formatDate(i.expires_at) : '—',
            ],
          }))}
        />
      )}

      {subscription?.is_shared && subscription.plan ? (
        <Alert variant="light" icon={<IconInfoCircle size={18} />} data-testid="team-member-note">
          {l.memberNote(subscription.shared_by_name ?? '', subscription.plan.display_name)}
        </Alert>
      ) : !loading && !premium ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconLock size={18} />}
          title={l.upgradeTitle}
          data-testid="sharing-upgrade-note"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{l.upgradeNote}</Text>
            <Button component={Link} to={paths.plans} size="xs" color="orange">
              {l.seePlans}
            </Button>
          </Stack>
        </Alert>
      ) : (
        owner && (
          <>
            <ShareSubscriptionForm brands={owned} />
            <TeamMembersTable team={team.data} loading={team.isPending} brands={owned} />
          </>
        )
      )}
    </Stack>
  );
}
