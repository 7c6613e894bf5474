// Competitors Change (spec 2 section 2.4): Website Changes, Ranking Shifts and Source Changes between
// this report and the one before, filtered by query.
import { Badge, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { type LlmoFeedback, recommendationLabels as l } from '@sightline/contracts';
import { type ReactNode, useState } from 'react';
import { Evidence } from '../../../components/recommendations/Evidence.tsx';
import { formatDate, oneDecimal } from '../../../lib/format.ts';
import { withKeys } from '../../../lib/keys.ts';

const ALL = '';

type CompetitorChange = LlmoFeedback['competitors_change_data']['webpage_appearance_changes'][number];

/** Website Changes and Source Changes: the same columns. */
function ChangeTable({ rows, empty }: { rows: readonly CompetitorChange[]; empty: ReactNode }) {
  if (rows.length === 0) return empty;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{l.competitor}</Table.Th>
          <Table.Th>{l.changeType}</Table.Th>
          <Table.Th>{l.description}</Table.Th>
          <Table.Th>{l.impact}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {withKeys(rows, (r) => `${r.query_id}-${r.competitor}`).map(({ key, item: r }) => (
          <Table.Tr key={key}>
            <Table.Td>{r.competitor}</Table.Td>
            <Table.Td>{r.change_type}</Table.Td>
            <Table.Td>
              <Text size="sm">{r.description}</Text>
              <Evidence evidence={r.evidence} />
            </Table.Td>
            <Table.Td>{r.impact}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function CompetitorsSection({ feedback }: { feedback: LlmoFeedback }) {
  const data = feedback.competitors_change_data;
  const [query, setQuery] = useState<string>(ALL);
  const rows = [...data.webpage_appearance_changes, ...data.ranking_changes, ...data.web_source_changes];
  const queries = [...new Map(rows.map((r) => [r.query_id, r.query])).entries()];
  const keep = <T extends { query_id: string }>(list: readonly T[]) =>
    query === ALL ? list : list.filter((r) => r.query_id === query);
  if (!data.compared_to)
    return (
      <Text c="dimmed" size="sm">
        {l.noPrevious}
      </Text>
    );
  const empty = (
    <Text c="dimmed" size="sm" py="sm">
      {l.noChanges}
    </Text>
  );
  return (
    <Stack gap="md" data-testid="competitors-section">
      <Text size="sm" c="dimmed">
        {l.comparedTo(formatDate(data.compared_to.executed_at) ?? '')}
      </Text>
      <Select
        label={l.selectQuery}
        data={[{ value: ALL, label: l.allQueries }, ...queries.map(([value, label]) => ({ value, label }))]}
        value={query}
        onChange={(v) => setQuery(v ?? ALL)}
        allowDeselect={false}
        maw={520}
        data-testid="section-query"
      />
      <Tabs defaultValue="website">
        <Tabs.List>
          <Tabs.Tab value="website">
            {l.competitorTabs.website} <Badge size="xs">{keep(data.webpage_appearance_changes).length}</Badge>
          </Tabs.Tab>
          <Tabs.Tab value="ranking">
            {l.competitorTabs.ranking} <Badge size="xs">{keep(data.ranking_changes).length}</Badge>
          </Tabs.Tab>
          <Tabs.Tab value="sources">
            {l.competitorTabs.sources} <Badge size="xs">{keep(data.web_source_changes).length}</Badge>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="website" pt="sm">
          <ChangeTable rows={keep(data.webpage_appearance_changes)} empty={empty} />
        </Tabs.Panel>
        <Tabs.Panel value="ranking" pt="sm">
          {keep(data.ranking_changes).length === 0 ? (
            empty
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{l.competitor}</Table.Th>
                  <Table.Th>{l.query}</Table.Th>
                  <Table.Th>{l.positionChange}</Table.Th>
                  <Table.Th>{l.likelyCause}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {withKeys(keep(data.ranking_changes), (r) => `${r.query_id}-${r.competitor}`).map(
                  ({ key, item: r }) => (
                    <Table.Tr key={key}>
                      <Table.Td>{r.competitor}</Table.Td>
                      <Table.Td>{r.query}</Table.Td>
                      <Table.Td data-testid="position-change">
                        {oneDecimal(r.old_position) ?? '–'} → {oneDecimal(r.new_position) ?? '–'}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{r.change_cause}</Text>
                        <Evidence evidence={r.evidence} />
                      </Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="sources" pt="sm">
          <ChangeTable rows={keep(data.web_source_changes)} empty={empty} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
