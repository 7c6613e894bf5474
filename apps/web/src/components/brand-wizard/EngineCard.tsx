// One AI engine as a selectable card; a 'Simulated' badge when the server answers it from the sandbox.
import { Badge, Checkbox, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { brandWizardLabels as l } from '@sightline/contracts';
import { initials } from '../../lib/initials.ts';
import classes from './EngineCard.module.css';

export interface EngineCardProps {
  label: string;
  selected: boolean;
  simulated: boolean;
  onToggle: () => void;
}

export function EngineCard({ label, selected, simulated, onToggle }: EngineCardProps) {
  return (
    <UnstyledButton
      className={classes.card}
      data-selected={selected || undefined}
      onClick={onToggle}
      role="checkbox"
      aria-checked={selected}
      aria-label={label}
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon
            size={36}
            radius="md"
            variant={selected ? 'filled' : 'light'}
            color={selected ? 'brand' : 'gray'}
          >
            <Text fw={700} size="xs" inherit>
              {initials(label)}
            </Text>
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lh={1.25}>
              {label}
            </Text>
            {simulated && (
              <Badge size="xs" variant="light" color="orange" mt={2}>
                {l.simulated}
              </Badge>
            )}
          </div>
        </Group>
        <Checkbox
          checked={selected}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
          size="sm"
          style={{ pointerEvents: 'none' }}
        />
      </Group>
    </UnstyledButton>
  );
}
