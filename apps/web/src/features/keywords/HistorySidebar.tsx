// The history of the user's analyses (spec 3 section 2.1): title, created date, website, country and
// language names, status badge and keyword count; the selected one is marked.
import { Badge, Group, Loader, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  countryName,
  type KeywordExecution,
  type KeywordExecutionStatus,
  keywordLabels as l,
  languageName,
} from '@sightline/contracts';
import { formatDateTime } from '../../lib/format.ts';

const STATUS_COLORS: Record<KeywordExecutionStatus, string> = {
  pending: 'gray',
  running: 'blue',
  completed: 'teal',
  failed: 'red',
};

function StatusBadge({ status }: { status: KeywordExecutionStatus }) {
  return (
    <Badge size="sm" variant="light" color={STATUS_COLORS[status]}>
      {l.statusLabels[status]}
    </Badge>
  );
}

export function HistorySidebar({
  executions,
  loading,
  selected,
  onSelect,
}: {
  executions: readonly KeywordExecution[] | undefined;
  loading: boolean;
  selected: string | undefined;
  onSelect: (execution: KeywordExecution) => void;
}) {
  return (
    <Paper withBorder shadow="xs" p="md" data-testid="keyword-history">
      <Title order={3} fz="lg" mb="sm">
        {l.history}
      </Title>
      {loading ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : !executions?.length ? (
        <Text size="sm" c="dimmed">
          {l.noHistory}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={760} type="auto" offsetScrollbars>
          <Stack gap="xs">
            {executions.map((e) => {
              const isSelected = e.uuid === selected;
              return (
                <UnstyledButton
                  key={e.uuid}
                  onClick={() => onSelect(e)}
                  aria-current={isSelected ? 'true' : undefined}
                  data-testid="history-item"
                  p="sm"
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    border: `1px solid var(--mantine-color-${isSelected ? 'brand-4' : 'gray-3'})`,
                    background: isSelected ? 'var(--mantine-color-brand-0)' : undefined,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text fw={600} size="sm" lineClamp={2}>
                      {e.title}
                    </Text>
                    <StatusBadge status={e.status} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(e.created_at)}
                  </Text>
                  <Text size="xs" truncate="end">
                    {e.website}
                  </Text>
                  <Group gap={6} mt={4}>
                    <Text size="xs" c="dimmed">
                      {countryName(e.country)} · {languageName(e.language)} ·{' '}
                      {l.keywordCount(e.keywords_count)}
                    </Text>
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
