// AI Responses of the ranking dashboard (spec 2.2): preview cut at 100 characters, provider,
// position, mentioned, source favicons, execution time; rows open to the full answer.
import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import {
  type DashboardPagination,
  evidenceLabels,
  promptDashboardLabels as l,
  RANKING_RESPONSE_PREVIEW_CHARS,
  type RankingResponse,
} from '@sightline/contracts';
import { useState } from 'react';
import { AnswerEvidenceModal } from '../../../components/AnswerEvidence.tsx';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { formatShortDateTime, oneDecimal } from '../../../lib/format.ts';
import { type EvidenceScope, FullResponse } from '../FullResponse.tsx';
import { PagedResponsesCard } from '../PagedResponsesCard.tsx';
import { ResponsePreview } from '../ResponsePreview.tsx';
import { SourceFavicons } from '../SourceFavicons.tsx';
import type { useServerPaging } from '../useServerPaging.ts';

const COLUMNS = [
  { label: l.response },
  { label: l.provider, width: 150 },
  { label: l.position, width: 80, align: 'right' },
  { label: l.mentioned, width: 90 },
  { label: l.sources, width: 130 },
  { label: l.executionTime, width: 120 },
] as const;

export function RankingResponsesTable({
  scope,
  responses,
  pagination,
  paging,
}: {
  scope: EvidenceScope;
  responses: readonly RankingResponse[] | undefined;
  pagination: DashboardPagination | undefined;
  paging: ReturnType<typeof useServerPaging>;
}) {
  // The answer whose position figure was clicked: shown with the item that gave it in view.
  const [opened, setOpened] = useState<RankingResponse | null>(null);
  return (
    <>
      <PagedResponsesCard
        title={l.responsesTitle}
        hint={l.responsesHint}
        testId="ranking-responses"
        columns={COLUMNS}
        responses={responses}
        pagination={pagination}
        paging={paging}
        minWidth={960}
        cells={(r) => (
          <>
            <Table.Td miw={220}>
              <ResponsePreview
                response={r.response}
                max={RANKING_RESPONSE_PREVIEW_CHARS}
                status={r.answer_status}
                textRemovedAt={r.text_removed_at}
              />
            </Table.Td>
            <Table.Td>
              <ProviderName provider={r.provider} simulated={r.simulated} />
            </Table.Td>
            <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {oneDecimal(r.position) ? (
                <UnstyledButton
                  fw={700}
                  fz="sm"
                  title={evidenceLabels.openAnswer}
                  aria-label={`${evidenceLabels.openAnswer}: #${oneDecimal(r.position)}`}
                  data-testid="position-evidence"
                  style={{ textDecoration: 'underline dotted' }}
                  onClick={() => setOpened(r)}
                >
                  #{oneDecimal(r.position)}
                </UnstyledButton>
              ) : (
                '—'
              )}
            </Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={r.appears ? 'teal' : 'gray'}>
                {r.appears ? l.yes : l.no}
              </Badge>
            </Table.Td>
            <Table.Td>
              <SourceFavicons sources={r.sources} max={4} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatShortDateTime(r.executionTime)}</Text>
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
          />
        )}
      />
      <AnswerEvidenceModal
        projectId={scope.projectId}
        answerIds={opened ? [opened.id] : []}
        provider={opened?.provider ?? ''}
        canEdit={scope.canEdit}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
