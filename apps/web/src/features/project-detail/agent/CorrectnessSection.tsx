// Information Correctness (spec 2 section 2.4): per accuracy prompt (the first selected), the verdict,
// the expected response, the analysis typed out, the claims that differ, the action items and the
// conclusion.
import { Badge, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { isPremiumPlaceholder, type LlmoFeedback, recommendationLabels as l } from '@sightline/contracts';
import { IconLock } from '@tabler/icons-react';
import { Evidence } from '../../../components/recommendations/Evidence.tsx';
import { TypedLine, TypedSequence } from '../../../components/recommendations/TypedText.tsx';
import { providerLabel } from '../../../lib/format.ts';
import { withKeys } from '../../../lib/keys.ts';

const verdict = (v: true | false | 'Partially') =>
  v === true
    ? { color: 'teal', label: l.correct }
    : v === false
      ? { color: 'red', label: l.incorrect }
      : { color: 'yellow', label: l.partial };

/** The reply holds the chosen query's entry only (the first by default); `onSelect` asks for another. */
export function CorrectnessSection({
  feedback,
  onSelect,
}: {
  feedback: LlmoFeedback;
  onSelect: (queryId: string) => void;
}) {
  const c = Object.values(feedback.info_correctness_data)[0];
  if (!c)
    return (
      <Text c="dimmed" size="sm">
        {l.noQueries}
      </Text>
    );
  const badge = verdict(c.is_correct);
  return (
    <Stack gap="md" data-testid="correctness-section">
      <Select
        label={l.selectQuery}
        data={feedback.queries.question.map((e) => ({ value: e.query_id, label: e.query_text }))}
        value={c.query_id}
        onChange={(v) => v && onSelect(v)}
        allowDeselect={false}
        maw={520}
        data-testid="section-query"
      />
      <Group gap="xs">
        <Badge color={badge.color} data-testid="correctness-badge">
          {badge.label}
        </Badge>
      </Group>
      <Stack gap={2}>
        <Text size="xs" fw={600}>
          {l.expectedResponse}
        </Text>
        <Text size="sm">{c.expected_response}</Text>
      </Stack>
      <Stack gap={2}>
        <Title order={4} fz="md">
          {l.analysis}
        </Title>
        <TypedSequence
          key={c.query_id}
          texts={[c.analysis, `${l.conclusion}: ${c.conclusion}`]}
          render={(text, i) => <TypedLine key={`line-${i}`}>{text}</TypedLine>}
        />
      </Stack>
      {c.differing_claims.length > 0 && (
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            {l.differingClaims}
          </Text>
          {c.differing_claims.map((d) => (
            <Text key={`${d.answer_id}-${d.claim}`} size="sm">
              <Badge size="xs" variant="light" mr={6}>
                {providerLabel(d.engine)}
              </Badge>
              “{d.claim}”
            </Text>
          ))}
        </Stack>
      )}
      {c.action_items.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{l.actionType}</Table.Th>
              <Table.Th miw={96}>{l.priority}</Table.Th>
              <Table.Th>{l.description}</Table.Th>
              <Table.Th>{l.contact}</Table.Th>
              <Table.Th>{l.estimatedImpact}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {withKeys(c.action_items, (a) => a.description).map(({ key, item: a }) => {
              const premium =
                feedback.premium_locked &&
                isPremiumPlaceholder({ name: a.action_type, description: a.description });
              return (
                <Table.Tr
                  key={key}
                  data-testid={premium ? 'premium-locked' : 'action-item'}
                  style={premium ? { opacity: 0.6 } : undefined}
                >
                  <Table.Td>
                    {premium && <IconLock size={14} />} {a.action_type}
                    {!premium && (
                      <Text size="xs" c="dimmed">
                        {a.within_control ? l.withinControl : l.outsideControl}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      size="sm"
                      variant="light"
                      className={`priority-${a.priority}`}
                      color={a.priority === 'high' ? 'red' : a.priority === 'medium' ? 'yellow' : 'gray'}
                    >
                      {a.priority}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{a.description}</Table.Td>
                  <Table.Td>{a.contact ?? '–'}</Table.Td>
                  <Table.Td>{a.estimated_impact}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Evidence evidence={c.evidence} />
    </Stack>
  );
}
