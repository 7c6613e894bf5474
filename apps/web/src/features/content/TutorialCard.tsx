// One tutorial in the grid: thumbnail (its own, the video's, or a drawn one for a written guide),
// category badge, title, description, duration, and what opening it does (Watch or Read).
import { AspectRatio, Badge, Card, Center, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { contentLabels as l, type Tutorial, youtubeThumbnailUrl } from '@sightline/contracts';
import { IconBook2, IconPlayerPlayFilled } from '@tabler/icons-react';
import { mediaUrl } from '../../api/media.ts';
import { CategoryBadge } from './CategoryFilter.tsx';

const thumbnailOf = (t: Tutorial) =>
  mediaUrl(t.thumbnail_url) ?? (t.youtube_id ? youtubeThumbnailUrl(t.youtube_id) : undefined);

export function TutorialCard({ tutorial, onOpen }: { tutorial: Tutorial; onOpen: () => void }) {
  const thumbnail = thumbnailOf(tutorial);
  const isVideo = tutorial.youtube_id !== null;
  const color = tutorial.category?.color ?? 'brand';
  return (
    <Card withBorder radius="md" padding={0} data-testid="tutorial-card">
      <UnstyledButton onClick={onOpen} aria-label={`${isVideo ? l.watch : l.read}: ${tutorial.title}`}>
        <AspectRatio ratio={16 / 9}>
          {thumbnail ? (
            <Image src={thumbnail} alt="" fit="cover" />
          ) : (
            <Center bg={`var(--mantine-color-${color}-0)`} c={`${color}.6`}>
              <IconBook2 size={48} stroke={1.4} />
            </Center>
          )}
        </AspectRatio>
      </UnstyledButton>
      <Stack gap={6} p="md">
        <Group gap={6} justify="space-between">
          <CategoryBadge category={tutorial.category} />
          <Badge
            variant="outline"
            color={isVideo ? 'red' : 'gray'}
            leftSection={isVideo ? <IconPlayerPlayFilled size={10} /> : <IconBook2 size={12} />}
            tt="none"
            radius="sm"
          >
            {isVideo ? tutorial.duration || l.watch : l.writtenGuide}
          </Badge>
        </Group>
        <UnstyledButton onClick={onOpen}>
          <Text fw={700} lh={1.3}>
            {tutorial.title}
          </Text>
        </UnstyledButton>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {tutorial.description}
        </Text>
        {!isVideo && tutorial.duration && (
          <Text size="xs" c="dimmed">
            {tutorial.duration}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
