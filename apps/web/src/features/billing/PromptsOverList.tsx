// The prompts over a plan's allowance, by brand: what the plans page and the success page name when
// a plan allows fewer prompts than the account has.
import { List, Stack, Text } from '@mantine/core';
import type { CountedPrompt } from '@sightline/contracts';

export function PromptsOverList({ prompts }: { prompts: readonly CountedPrompt[] }) {
  const brands = Map.groupBy(prompts, (p) => p.project_uuid);
  return (
    <Stack gap="xs" data-testid="prompts-over">
      {[...brands.values()].map((own) => (
        <div key={own[0].project_uuid}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {own[0].project_title}
          </Text>
          <List size="sm" spacing={2}>
            {own.map((p) => (
              <List.Item key={p.id} style={{ overflowWrap: 'anywhere' }}>
                {p.query_text}
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
