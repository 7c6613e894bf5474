// A campaign service card (spec 3 section 2.7): category, title, short description and price; it
// expands to the full description, what is included and the deliverables; Request opens the form.
import { Badge, Button, Card, Collapse, Group, Image, List, Stack, Text } from '@mantine/core';
import { contentLabels as l, type Service } from '@sightline/contracts';
import { IconCheck, IconChevronDown, IconChevronUp, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { mediaUrl } from '../../api/media.ts';
import { CategoryBadge } from './CategoryFilter.tsx';

function Items({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      <List size="sm" spacing={2} icon={<IconCheck size={14} color="var(--mantine-color-teal-6)" />}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function ServiceCard({
  service,
  featured,
  onRequest,
}: {
  service: Service;
  featured?: boolean;
  onRequest: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const image = mediaUrl(service.image_url);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="service-card">
      {image && (
        <Card.Section mb="md">
          <Image src={image} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="sm" h="100%">
        <Group gap={6}>
          <CategoryBadge category={service.category} />
          {featured && (
            <Badge color="yellow" variant="light" tt="none" radius="sm">
              {l.featured}
            </Badge>
          )}
        </Group>
        <Text fw={700} fz="lg" lh={1.3}>
          {service.title}
        </Text>
        <Text size="sm" c="dimmed">
          {service.short_description}
        </Text>
        {service.formatted_price && (
          <Text fw={600}>
            {service.formatted_price}
            {service.price_unit && (
              <Text span c="dimmed" fw={400} size="sm">
                {' '}
                {service.price_unit}
              </Text>
            )}
          </Text>
        )}
        <Collapse expanded={expanded}>
          <Stack gap="sm" pt="xs">
            {service.full_description && <Text size="sm">{service.full_description}</Text>}
            <Items title={l.features} items={service.features} />
            <Items title={l.deliverables} items={service.deliverables} />
          </Stack>
        </Collapse>
        <Group justify="space-between" mt="auto" pt="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setExpanded((e) => !e)}
            aria-expanded={expanded}
            rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          >
            {expanded ? l.showLess : l.showMore}
          </Button>
          <Button size="sm" leftSection={<IconSend size={14} />} onClick={onRequest}>
            {l.requestService}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
