// The Sightline mark (an eye-like lens) and wordmark; the whole logo links to / (spec 1 section 2).
import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../app/paths.ts';

export function LogoMark({ size = 32 }: { size?: number }) {
  // Unique per instance: a gradient referenced by a shared id disappears when the first logo on the
  // page is hidden (the public pages hide the brand panel's logo on phones).
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7a69e7" />
          <stop offset="1" stopColor="#4232b5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M5 16c3.2-5 6.8-7.5 11-7.5S23.8 11 27 16c-3.2 5-6.8 7.5-11 7.5S8.2 21 5 16Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
      />
      <circle cx="16" cy="16" r="3.6" fill="#fff" />
    </svg>
  );
}

export function Logo({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    <Group
      renderRoot={(props) => <Link to={paths.root} {...props} />}
      gap={10}
      wrap="nowrap"
      style={{ textDecoration: 'none' }}
      aria-label="Sightline home"
    >
      <LogoMark />
      {!compact && (
        <Text fw={800} fz={20} lh={1} c={inverted ? 'white' : 'dark.8'} style={{ letterSpacing: '-0.02em' }}>
          Sightline
        </Text>
      )}
    </Group>
  );
}
