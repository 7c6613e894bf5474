// A provider's accuracy rating: 2 Correct (green), 1 Almost correct (yellow), 0 Wrong (red).
import { Badge } from '@mantine/core';
import { ratingMeta } from '../accuracy.ts';

export function RatingBadge({
  rating,
  variant = 'filled',
}: {
  rating: number | null;
  variant?: 'filled' | 'light';
}) {
  const { label, color } = ratingMeta(rating);
  return (
    <Badge color={color} variant={variant} data-testid="rating-badge" data-rating={rating ?? undefined}>
      {label}
    </Badge>
  );
}
