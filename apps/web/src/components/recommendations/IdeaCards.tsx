// The entries of a recommendation (collaborations, content ideas), as the agent tab and the
// recommendation screens show them; a demo user's premium placeholders are locked.
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Evidence as EvidenceData, isPremiumPlaceholder } from '@sightline/contracts';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { withKeys } from '../../lib/keys.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Evidence } from './Evidence.tsx';

export function EntryCard({
  title,
  description,
  locked,
  children,
  evidence,
  badge,
}: {
  title: string;
  description: string;
  locked?: boolean;
  children?: ReactNode;
  evidence?: EvidenceData;
  badge?: ReactNode;
}) {
  const premium = Boolean(locked) && isPremiumPlaceholder({ title, description });
  return (
    <Paper
      withBorder
      p="sm"
      data-testid={premium ? 'premium-locked' : 'entry'}
      style={premium ? { opacity: 0.6, background: 'var(--mantine-color-gray-0)' } : undefined}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text fw={600} size="sm">
            {premium && <IconLock size={14} style={{ marginRight: 4 }} />}
            {title}
          </Text>
          {badge}
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {!premium && children}
        {!premium && evidence && <Evidence evidence={evidence} />}
      </Stack>
    </Paper>
  );
}

export function Keywords({ label, words }: { label: string; words: readonly string[] }) {
  if (words.length === 0) return null;
  return (
    <Group gap={4}>
      <Text size="xs" fw={600}>
        {label}:
      </Text>
      {words.map((w) => (
        <Badge key={w} size="sm" variant="outline">
          {w}
        </Badge>
      ))}
    </Group>
  );
}

export function SourceList({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null;
  return (
    <Stack gap={0}>
      {sources.slice(0, 5).map((s) => (
        <ExternalLink key={s} url={s} size="xs" style={{ wordBreak: 'break-all' }} />
      ))}
    </Stack>
  );
}

export function Structure({ steps }: { steps: readonly string[] }) {
  if (steps.length === 0) return null;
  return (
    <List size="xs" type="ordered">
      {steps.map((s) => (
        <List.Item key={s}>{s}</List.Item>
      ))}
    </List>
  );
}

/** A titled group of entries; nothing when empty unless `empty` says why. */
export function EntryGroup({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty?: string | null;
  children?: ReactNode;
}) {
  if (count === 0 && !empty) return null;
  return (
    <Stack gap="xs">
      <Title order={4} fz="md">
        {title}{' '}
        {count > 0 && (
          <Badge size="sm" variant="light">
            {count}
          </Badge>
        )}
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** A titled group with one entry card per item: the item's key, title and details say what to show. */
export function EntryCards<T extends { description: string; evidence?: EvidenceData }>({
  title,
  items,
  keyOf,
  titleOf,
  details,
  locked,
  empty,
}: {
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  titleOf: (item: T) => string;
  details: (item: T) => ReactNode;
  locked?: boolean;
  empty?: string | null;
}) {
  return (
    <EntryGroup title={title} count={items.length} empty={empty}>
      {withKeys(items, keyOf).map(({ key, item }) => (
        <EntryCard
          key={key}
          title={titleOf(item)}
          description={item.description}
          locked={locked}
          evidence={item.evidence}
        >
          {details(item)}
        </EntryCard>
      ))}
    </EntryGroup>
  );
}
