// The frames shared by the public auth pages: a form with its error alert on top, and an outcome
// card with an optional link button under it.
import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/FormFields.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';
import { StatusCard } from '../../components/StatusCard.tsx';

interface AuthFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Shown in a red alert above the fields; undefined while the request has not failed. */
  error?: string;
  children: ReactNode;
}

export function AuthForm({ onSubmit, error, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {error !== undefined && <FormAlert>{error}</FormAlert>}
        {children}
      </Stack>
    </form>
  );
}

interface AuthStatusProps {
  icon: ReactNode;
  color: string;
  title: string;
  description: ReactNode;
  /** The full-width link button under the card. */
  action: { to: string; label: string };
}

export function AuthStatus({ icon, color, title, description, action }: AuthStatusProps) {
  return (
    <PublicShell>
      <StatusCard icon={icon} color={color} title={title} description={description}>
        <Button component={Link} to={action.to} fullWidth>
          {action.label}
        </Button>
      </StatusCard>
    </PublicShell>
  );
}
