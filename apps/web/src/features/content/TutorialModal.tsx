// The video modal: a published video plays in YouTube's privacy-enhanced player; a written guide says
// plainly that it is one (no video exists for it) and shows its text.
import { Alert, AspectRatio, Group, Modal, Stack, Text } from '@mantine/core';
import { contentLabels as l, type Tutorial, youtubeEmbedUrl } from '@sightline/contracts';
import { IconBook2 } from '@tabler/icons-react';
import { SafeMarkdown } from '../../components/SafeMarkdown.tsx';
import { CategoryBadge } from './CategoryFilter.tsx';

export function TutorialModal({ tutorial, onClose }: { tutorial: Tutorial | null; onClose: () => void }) {
  return (
    <Modal
      opened={tutorial !== null}
      onClose={onClose}
      title={tutorial?.title}
      size="xl"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {tutorial && (
        <Stack gap="md">
          <Group gap="xs">
            <CategoryBadge category={tutorial.category} />
            {tutorial.duration && (
              <Text size="sm" c="dimmed">
                {tutorial.duration}
              </Text>
            )}
          </Group>
          {tutorial.youtube_id ? (
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={youtubeEmbedUrl(tutorial.youtube_id)}
                title={tutorial.title}
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                style={{ border: 0, borderRadius: 8 }}
              />
            </AspectRatio>
          ) : (
            <Alert variant="light" color="gray" icon={<IconBook2 size={18} />} title={l.writtenGuide}>
              {l.writtenGuideNote}
            </Alert>
          )}
          {tutorial.description && <Text c="dimmed">{tutorial.description}</Text>}
          {tutorial.body && <SafeMarkdown source={tutorial.body} />}
        </Stack>
      )}
    </Modal>
  );
}
