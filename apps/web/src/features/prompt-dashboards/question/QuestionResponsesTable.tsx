// Responses of the accuracy dashboard (spec 2.3): question, provider, response cut at 80
// characters, accuracy tag, score out of 10, date; rows open to the full answer, the expected
// response and the sources.
import { Badge, Table, Text } from '@mantine/core';
import {
  type DashboardPagination,
  promptDashboardLabels as l,
  QUESTION_RESPONSE_PREVIEW_CHARS,
  type QuestionResponse,
} from '@sightline/contracts';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { formatShortDateTime, oneDecimal } from '../../../lib/format.ts';
import { type EvidenceScope, FullResponse } from '../FullResponse.tsx';
import { PagedResponsesCard } from '../PagedResponsesCard.tsx';
import { ResponsePreview } from '../ResponsePreview.tsx';
import type { useServerPaging } from '../useServerPaging.ts';
import { ACCURACY_COLORS } from './heatmap.ts';

const COLUMNS = [
  { label: l.question, width: 180 },
  { label: l.provider, width: 150 },
  { label: l.response },
  { label: l.accuracy, width: 150 },
  { label: l.score, width: 80, align: 'right' },
  { label: l.date, width: 120 },
] as const;

export function QuestionResponsesTable({
  scope,
  responses,
  pagination,
  paging,
}: {
  scope: EvidenceScope;
  responses: readonly QuestionResponse[] | undefined;
  pagination: DashboardPagination | undefined;
  paging: ReturnType<typeof useServerPaging>;
}) {
  return (
    <PagedResponsesCard
      title={l.questionResponsesTitle}
      hint={l.questionResponsesHint}
      testId="question-responses"
      columns={COLUMNS}
      responses={responses}
      pagination={pagination}
      paging={paging}
      minWidth={1000}
      cells={(r) => (
        <>
          <Table.Td miw={160} maw={220}>
            <Text size="sm" lineClamp={3}>
              {r.question}
            </Text>
          </Table.Td>
          <Table.Td>
            <ProviderName provider={r.provider} simulated={r.simulated} />
          </Table.Td>
          <Table.Td miw={200} maw={360}>
            <ResponsePreview
              response={r.response}
              max={QUESTION_RESPONSE_PREVIEW_CHARS}
              status={r.answer_status}
              textRemovedAt={r.text_removed_at}
            />
          </Table.Td>
          <Table.Td>
            {r.accuracy ? (
              <Badge
                size="sm"
                variant="light"
                color={ACCURACY_COLORS[r.accuracy]}
                tt="none"
                styles={{ label: { overflow: 'visible' } }}
                data-testid="accuracy-tag"
              >
                {r.accuracy}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {l.notRated}
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {r.accuracyScore === null ? '—' : l.scoreOf10(oneDecimal(r.accuracyScore) ?? '')}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatShortDateTime(r.timestamp)}</Text>
          </Table.Td>
        </>
      )}
      details={(r) => (
        <FullResponse
          answerId={r.id}
          scope={scope}
          response={r.response}
          textRemovedAt={r.text_removed_at}
          sources={r.sources}
          expected={r.expectedResponse}
        />
      )}
    />
  );
}
