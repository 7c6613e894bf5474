// The card around a share form (a brand on /sharing, the subscription on /subscription/sharing): its
// title, the fields, and the submit button on the right.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface ShareFormCardProps {
  title: string;
  submitLabel: string;
  icon: ReactNode;
  submitting: boolean;
  disabled: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function ShareFormCard({
  title,
  submitLabel,
  icon,
  submitting,
  disabled,
  onSubmit,
  children,
}: ShareFormCardProps) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <Title order={3} fz="lg">
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            <Button type="submit" leftSection={icon} loading={submitting} disabled={disabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
