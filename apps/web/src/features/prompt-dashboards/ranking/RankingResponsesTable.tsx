// AI Responses of the ranking dashboard (spec 2.2): preview cut at 100 characters, provider,
// position, mentioned, source favicons, execution time; rows open to the full answer.
import { Badge, Table, Text } from '@mantine/core';
import {
  type DashboardPagination,
  promptDashboardLabels as l,
  RANKING_RESPONSE_PREVIEW_CHARS,
  type RankingResponse,
} from '@sightline/contracts';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { formatShortDateTime, oneDecimal } from '../../../lib/format.ts';
import { FullResponse } from '../FullResponse.tsx';
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
  responses,
  pagination,
  paging,
}: {
  responses: readonly RankingResponse[] | undefined;
  pagination: DashboardPagination | undefined;
  paging: ReturnType<typeof useServerPaging>;
}) {
  return (
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
            <ResponsePreview response={r.response} max={RANKING_RESPONSE_PREVIEW_CHARS} />
          </Table.Td>
          <Table.Td>
            <ProviderName provider={r.provider} simulated={r.simulated} />
          </Table.Td>
          <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {oneDecimal(r.position) ? `#${oneDecimal(r.position)}` : '—'}
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
      details={(r) => <FullResponse response={r.response} sources={r.sources} />}
    />
  );
}
