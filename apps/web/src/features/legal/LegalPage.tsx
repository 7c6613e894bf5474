// Shared frame of the static legal pages: title, last update, contents and numbered sections.
import { Anchor, Box, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { LEGAL_LAST_UPDATED } from '@sightline/contracts';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { Logo } from '../../components/Logo.tsx';
import type { LegalSection } from './legal-types.ts';

interface LegalPageProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <Box bg="gray.0" mih="100vh" pb={64}>
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="md" py="md">
          <Group justify="space-between">
            <Logo />
            <Group gap="lg">
              <Anchor component={Link} to={paths.terms} fz="sm" c="dimmed">
                Terms
              </Anchor>
              <Anchor component={Link} to={paths.privacy} fz="sm" c="dimmed">
                Privacy
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="md" pt={{ base: 'lg', sm: 48 }}>
        <Stack gap="xs" mb="xl">
          <Title order={1} style={{ letterSpacing: '-0.02em' }}>
            {title}
          </Title>
          <Text c="dimmed">Last updated {LEGAL_LAST_UPDATED}</Text>
          <Text size="lg" mt="sm" maw={720}>
            {intro}
          </Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} mb="xl">
          <Text fw={700} mb="sm">
            Contents
          </Text>
          <List type="ordered" spacing={4} size="sm">
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.heading}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xl">
            {sections.map((section, index) => (
              <Box component="section" key={section.id} id={section.id} style={{ scrollMarginTop: 24 }}>
                <Title order={2} fz="xl" mb="sm">
                  {index + 1}. {section.heading}
                </Title>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph} lh={1.7} c="dark.6">
                      {paragraph}
                    </Text>
                  ))}
                  {section.items && (
                    <List spacing={6} c="dark.6" lh={1.6}>
                      {section.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
