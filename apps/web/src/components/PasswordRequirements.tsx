// The password requirements of the spec, ticked live as the user types.
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import { passwordRequirementStatus } from './password-rules.ts';

export function PasswordRequirements({ password }: { password: string }) {
  return (
    <div>
      <Text fz="xs" fw={600} c="dimmed" mb={6}>
        Password requirements
      </Text>
      <List spacing={4} size="sm" center>
        {passwordRequirementStatus(password).map(({ label, met }) => (
          <List.Item
            key={label}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                variant={met ? 'filled' : 'light'}
                color={met ? 'teal' : 'gray'}
              >
                {met ? <IconCheck size={12} stroke={3} /> : <IconPointFilled size={10} />}
              </ThemeIcon>
            }
          >
            <Text fz="sm" c={met ? 'teal.8' : 'dimmed'}>
              {label}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
