// Profile /profile (spec 2 section 2.5): back to the dashboard, Contact Support, the editable profile
// and the password change form; below them the API keys (issue 19) and the account's data (download,
// deletion).
import { Anchor, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_EMAIL } from '@sightline/contracts';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useProfile } from '../../api/auth.ts';
import { paths } from '../../app/paths.ts';
import { AccountDataCard } from './AccountDataCard.tsx';
import { ApiKeysCard } from './ApiKeysCard.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import { ProfileLoadError } from './ProfileLoadError.tsx';

export function ProfilePage() {
  const profile = useProfile();
  const user = profile.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Button
            component={Link}
            to={paths.dashboard}
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} />}
            style={{ alignSelf: 'flex-start' }}
            ml={-8}
          >
            Back to dashboard
          </Button>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.02em' }}>
            Profile
          </Title>
          <Text c="dimmed">Your personal details, password, API keys and data.</Text>
        </Stack>
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600} fz="sm">
          <IconMail size={16} style={{ verticalAlign: -3, marginRight: 6 }} />
          Contact Support
        </Anchor>
      </Group>

      {profile.isError && !user && <ProfileLoadError error={profile.error} />}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {/* Keyed by user id so the form's initial values follow a freshly loaded profile. */}
          {user ? (
            <ProfileDetailsForm key={`${user.id}-${profile.dataUpdatedAt > 0}`} user={user} />
          ) : (
            <Skeleton h={520} radius="lg" />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ChangePasswordForm />
        </Grid.Col>
      </Grid>
      <ApiKeysCard />
      <AccountDataCard />
    </Stack>
  );
}
