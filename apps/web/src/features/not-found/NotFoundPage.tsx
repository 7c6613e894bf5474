// 404 for any unknown path (spec 2 section 2.11), with a button to the dashboard.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { Logo } from '../../components/Logo.tsx';

export function NotFoundPage() {
  return (
    <Center mih="100vh" p="xl" bg="gray.0">
      <Stack align="center" ta="center" gap="md" maw={460}>
        <Logo />
        <Text
          fw={900}
          fz={{ base: 96, sm: 140 }}
          lh={1}
          variant="gradient"
          gradient={{ from: 'brand.4', to: 'brand.8', deg: 135 }}
          mt="lg"
        >
          404
        </Text>
        <Title order={2}>Page not found</Title>
        <Text c="dimmed" size="lg">
          The page you are looking for does not exist or has moved. Let's get you back on track.
        </Text>
        <Button
          component={Link}
          to={paths.dashboard}
          size="md"
          leftSection={<IconArrowLeft size={18} />}
          mt="sm"
        >
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
