// 'LLM Sources Analysis & Citation' (spec 2.2): domain ('Your Domain'), total references, mentions
// evolution with its trend percent, used-by providers, frequency; rows open to the details. Pages
// beyond 10 rows.
import { Badge, Group, Table, Text } from '@mantine/core';
import {
  type AnswerOutcomes,
  DASHBOARD_TABLE_PAGE_SIZE,
  type ImportantSource,
  promptDashboardLabels as l,
} from '@sightline/contracts';
import type { DashboardParams } from '../../../api/prompt-dashboards.ts';
import { Favicon } from '../../../components/Favicon.tsx';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { TrendIndicator } from '../../../components/TrendIndicator.tsx';
import { ExpandableTable } from '../../../components/table/ExpandableTable.tsx';
import { providerLabel } from '../../../lib/format.ts';
import { providerColor } from '../../../lib/provider-colors.ts';
import { signedPercent } from '../format.ts';
import { SourceDetails } from './SourceDetails.tsx';
import { FREQUENCY_COLORS } from './sources.ts';

const HEADERS = [l.domain, l.totalReferences, l.mentionsEvolution, l.usedBy, l.frequency, l.details];

export function SourcesTable({
  queryId,
  params,
  sources,
  providerTotal,
  engines,
  outcomes,
}: {
  queryId: string;
  params: DashboardParams;
  sources: readonly ImportantSource[];
  providerTotal: number;
  engines: readonly string[];
  /** The range's answers the references were counted in. */
  outcomes: AnswerOutcomes | undefined;
}) {
  return (
    <SectionCard
      title={l.sourcesTitle}
      hint={l.sourcesHint}
      badge={<LeftOutAnswers outcomes={outcomes} />}
      testId="ranking-sources"
    >
      <ExpandableTable
        label={l.sourcesTitle}
        rows={sources}
        pageSize={DASHBOARD_TABLE_PAGE_SIZE}
        rowKey={(s) => s.domain}
        rowName={(s) => s.domain}
        head={HEADERS.map((h) => <Table.Th key={h}>{h}</Table.Th>)}
        columns={HEADERS.length}
        empty={l.noSourcesFound}
        minWidth={860}
        rowTestId="source-row"
        cells={(s, toggle) => (
          <>
            <Table.Td miw={220}>
              <Group gap="xs" wrap="nowrap">
                <Favicon domain={s.domain} />
                <Text size="sm" fw={600} truncate="end">
                  {s.domain}
                </Text>
                {s.is_client_domain && (
                  <Badge size="sm" color="brand" style={{ flexShrink: 0 }}>
                    {l.yourDomain}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {s.count}
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <TrendIndicator trend={s.trend} />
                <Text
                  size="sm"
                  c={s.trend === 'up' ? 'teal' : s.trend === 'down' ? 'red' : 'dimmed'}
                  fw={600}
                >
                  {signedPercent(s.trendPercentage)}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {s.usedByProviders.map((p) => (
                  <Badge key={p} size="sm" variant="dot" color={providerColor(p)} tt="none" radius="sm">
                    {providerLabel(p)}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={FREQUENCY_COLORS[s.frequency]} tt="none">
                {s.frequency}
              </Badge>
            </Table.Td>
            {toggle}
          </>
        )}
        details={(s) => (
          <SourceDetails
            queryId={queryId}
            params={params}
            source={s}
            providerTotal={providerTotal}
            engines={engines}
          />
        )}
      />
    </SectionCard>
  );
}
