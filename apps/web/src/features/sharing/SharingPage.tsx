// Brand sharing, /sharing (spec 2 section 2.7): share a brand you own by email with VIEW or EDIT, see
// each share's state, change the permission of an accepted one, revoke; and answer the invitations
// other people sent you.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { sharingLabels as l, sharingMessages as m, navLabels, type Project } from '@sightline/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { hasErrorCode } from '../../api/client.ts';
import { useProjects } from '../../api/projects.ts';
import { useProjectInvitations, useProjectShares, useRespondToInvitation } from '../../api/sharing.ts';
import { SHARING_BRAND_PARAM } from '../../app/paths.ts';
import { InvitationsCard } from '../../components/sharing/InvitationsCard.tsx';
import { useAnswerInvitation } from '../../components/sharing/useAnswerInvitation.ts';
import { formatDate } from '../../lib/format.ts';
import { useFailureToast } from '../../lib/toast.ts';
import { BrandSharesTable } from './BrandSharesTable.tsx';
import { ShareBrandForm } from './ShareBrandForm.tsx';

export function SharingPage() {
  const projects = useProjects();
  const [params, setParams] = useSearchParams();
  const owned: Project[] = (projects.data ?? []).filter((p) => p.is_owner);
  const selected = owned.find((p) => p.uuid === params.get(SHARING_BRAND_PARAM)) ?? owned[0] ?? null;
  const shares = useProjectShares(selected?.uuid ?? null);
  const invitations = useProjectInvitations();
  const respond = useAnswerInvitation(useRespondToInvitation(), 'short');

  useFailureToast(projects.error, m.loadProjectsFailed);
  // Spec 2 section 7: a failure that says "not found" (a brand gone meanwhile) skips its toast.
  useFailureToast(hasErrorCode(shares.error, 'not_found') ? null : shares.error, m.loadSharesFailed);
  useFailureToast(invitations.error, m.loadInvitationsFailed);

  const invitationsCard = (
    <InvitationsCard
      title={l.invitations}
      hint={l.invitationsHint}
      head={[l.brand, l.sharedBy, l.permission, l.sharedOn, l.expiresOn]}
      loading={invitations.isPending}
      answering={respond.answering}
      onRespond={(id, action) => {
        const invitation = invitations.data?.find((i) => i.id === id);
        respond.answer(id, action, invitation?.project_title ?? '');
      }}
      rows={invitations.data?.map((i) => ({
        id: i.id,
        name: i.project_title,
        cells: [
          i.project_title,
          `${i.shared_by_name} (${i.shared_by_email})`,
          l.permissions[i.permission],
          formatDate(i.shared_at),
          i.expires_at ? formatDate(i.expires_at) : '—',
        ],
      }))}
    />
  );
  const waiting = (invitations.data?.length ?? 0) > 0;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.02em' }}>
          {navLabels.team}
        </Title>
        <Text c="dimmed">{l.subtitle}</Text>
      </Stack>
      {waiting && invitationsCard}
      {projects.isSuccess && owned.length === 0 ? (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {l.noBrands}
        </Alert>
      ) : (
        <>
          <ShareBrandForm
            brands={owned}
            selected={selected}
            onSelect={(uuid) => setParams({ [SHARING_BRAND_PARAM]: uuid }, { replace: true })}
          />
          {selected && <BrandSharesTable brand={selected} shares={shares.data} loading={shares.isPending} />}
        </>
      )}
      {!waiting && invitationsCard}
    </Stack>
  );
}
