// Frame of the public screens (login, register, password reset, unsubscribe): a brand panel on wide
// screens and the form card beside it.
import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ENGINE_LABELS, ENGINES_READING_A } from '@sightline/contracts';
import { IconChartArrowsVertical, IconCheck, IconMessageChatbot, IconQuote } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Logo } from './Logo.tsx';
import classes from './PublicShell.module.css';

interface PublicShellProps {
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider card for multi-step forms. */
  wide?: boolean;
}

const highlights = [
  { icon: IconMessageChatbot, text: 'See what AI engines answer when people ask about your market' },
  { icon: IconChartArrowsVertical, text: 'Track your position against competitors, every day' },
  { icon: IconQuote, text: 'Know which sources the engines cite, and fix what they get wrong' },
];

export function PublicShell({ title, subtitle, children, wide }: PublicShellProps) {
  return (
    <div className={classes.page}>
      <aside className={classes.brandPanel}>
        <Logo inverted />
        <Stack gap="xl" maw={440}>
          <Title order={1} c="white" fz={40} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
            See how AI engines talk about your brand.
          </Title>
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {highlights.map(({ icon: HighlightIcon, text }) => (
              <Group key={text} component="li" gap="sm" wrap="nowrap">
                <ThemeIcon variant="white" color="brand" radius="xl" size={34}>
                  <HighlightIcon size={18} />
                </ThemeIcon>
                <Text c="brand.0" fz="md">
                  {text}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
        <Box>
          <Text c="brand.1" fz="xs" tt="uppercase" fw={700} mb={8} style={{ letterSpacing: '0.08em' }}>
            Monitoring
          </Text>
          <Group gap={6}>
            {ENGINES_READING_A.map((code) => (
              <Group key={code} gap={4} className={classes.engineChip} wrap="nowrap">
                <IconCheck size={12} />
                <Text fz="xs" fw={500}>
                  {ENGINE_LABELS[code]}
                </Text>
              </Group>
            ))}
          </Group>
        </Box>
      </aside>
      <main className={classes.formSide}>
        <div className={classes.mobileLogo}>
          <Logo />
        </div>
        <Paper
          className={classes.card}
          withBorder
          shadow="sm"
          maw={wide ? 560 : 440}
          p={{ base: 'lg', sm: 36 }}
        >
          {(title || subtitle) && (
            <Stack gap={4} mb="lg">
              {title && (
                <Title order={2} fz={26} style={{ letterSpacing: '-0.01em' }}>
                  {title}
                </Title>
              )}
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
          )}
          {children}
        </Paper>
      </main>
    </div>
  );
}
