// Category badges that filter a list: All, then each category in the admin's order.
import { Badge, Chip, Group } from '@mantine/core';
import { type ContentCategory, contentLabels as l } from '@sightline/contracts';

export function CategoryFilter({
  categories,
  value,
  onChange,
  label,
}: {
  categories: readonly ContentCategory[];
  /** A category slug, or '' for all. */
  value: string;
  onChange: (slug: string) => void;
  label: string;
}) {
  return (
    <Chip.Group value={value} onChange={(v) => onChange(String(v))}>
      <Group gap={6} role="group" aria-label={label}>
        <Chip value="" size="sm" variant="light">
          {l.allCategories}
        </Chip>
        {categories.map((c) => (
          <Chip key={c.uuid} value={c.slug} size="sm" variant="light" color={c.color}>
            {c.name}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

export function CategoryBadge({ category }: { category: ContentCategory | null }) {
  if (!category) return null;
  return (
    <Badge variant="light" color={category.color} tt="none" radius="sm">
      {category.name}
    </Badge>
  );
}
