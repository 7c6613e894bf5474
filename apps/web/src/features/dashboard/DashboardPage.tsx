// Dashboard /dashboard (and /projects/new): welcome banner and the brand list. The brands table and
// the Add/Edit Brand wizard come with the next issue; see useAddBrand for where the wizard plugs in.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { navLabels } from '@sightline/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useCurrentUser } from '../../api/auth.ts';
import { BrandsEmptyState } from './BrandsEmptyState.tsx';
import { useAddBrand } from './useAddBrand.ts';
import { WelcomeBanner } from './WelcomeBanner.tsx';

export function DashboardPage() {
  const user = useCurrentUser();
  const { addBrand } = useAddBrand();

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.02em' }}>
            {navLabels.dashboard}
          </Title>
          <Text c="dimmed">Your brands and how AI engines see them.</Text>
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={addBrand}>
          Add Brand
        </Button>
      </Group>
      <WelcomeBanner user={user} />
      <BrandsEmptyState onAddBrand={addBrand} />
    </Stack>
  );
}
