// Dashboard /dashboard (and /projects/new): welcome banner, the brand list and the Add/Edit Brand
// wizard (spec 1 section 2).
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { brandsTableLabels, navLabels, type Project, projectMessages } from '@sightline/contracts';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../api/auth.ts';
import { errorText } from '../../api/client.ts';
import { useDashboardMetrics, useNotificationCounts, useProjects } from '../../api/projects.ts';
import { BrandWizard } from '../../components/brand-wizard/BrandWizard.tsx';
import type { BrandWizardTarget } from '../../components/brand-wizard/useBrandWizard.ts';
import { HowCalculatedLink } from '../../components/IntervalMethod.tsx';
import { InvitationsWaiting } from '../../components/sharing/InvitationsWaiting.tsx';
import { BrandsEmptyState } from './BrandsEmptyState.tsx';
import { BrandsTable } from './BrandsTable.tsx';
import { DeleteBrandDialog } from './DeleteBrandDialog.tsx';
import { useAddBrand } from './useAddBrand.ts';
import { WelcomeBanner } from './WelcomeBanner.tsx';

function BrandsLoading() {
  return (
    <Paper withBorder p="lg" aria-busy="true">
      <Stack gap="md">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={44} radius="md" />
        ))}
      </Stack>
    </Paper>
  );
}

export function DashboardPage() {
  const user = useCurrentUser();
  const [wizard, setWizard] = useState<BrandWizardTarget | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const openCreate = useCallback(() => setWizard({ mode: 'create' }), []);
  const { addBrand } = useAddBrand(openCreate);

  const projects = useProjects();
  const metrics = useDashboardMetrics();
  const counts = useNotificationCounts();
  const unread = Object.fromEntries(
    Object.entries(counts.data ?? {}).map(([uuid, projectCounts]) => [uuid, projectCounts.total]),
  );

  const brands = projects.data ?? [];
  let list: React.ReactNode;
  if (projects.isPending) list = <BrandsLoading />;
  else if (projects.isError)
    list = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={projectMessages.fetchProjectsFailed}
      >
        <Group justify="space-between">
          <Text size="sm">{errorText(projects.error, projectMessages.fetchProjectsFailed)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => projects.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  else if (brands.length === 0) list = <BrandsEmptyState onAddBrand={addBrand} />;
  else
    list = (
      <BrandsTable
        brands={brands}
        metrics={metrics.data ?? {}}
        unread={unread}
        onEdit={(project) => setWizard({ mode: 'edit', project })}
        onDelete={setDeleting}
      />
    );

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.02em' }}>
            {navLabels.dashboard}
          </Title>
          <Text c="dimmed">Your brands and how AI engines see them.</Text>
          {brands.length > 0 && <HowCalculatedLink methods={['count', 'mean']} title={navLabels.dashboard} />}
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={addBrand}>
          {brandsTableLabels.addBrand}
        </Button>
      </Group>
      <InvitationsWaiting />
      <WelcomeBanner user={user} />
      {list}
      <BrandWizard target={wizard} onClose={() => setWizard(null)} />
      <DeleteBrandDialog brand={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
