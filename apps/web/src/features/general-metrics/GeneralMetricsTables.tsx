// The three tables of the general metrics screen (spec 2.9): Top Citations, Top Competitors and
// Metrics by Provider, each with its CSV download and empty text.
import { Badge, Center, Group, Progress, Table, Text, Tooltip } from '@mantine/core';
import {
  type GeneralMetrics,
  isNewFigure,
  generalMetricsLabels as l,
  type ProviderMetric,
  shareOfVoiceLabels,
} from '@sightline/contracts';
import { Fragment } from 'react';
import { Favicon } from '../../components/Favicon.tsx';
import { MetricValue } from '../../components/MetricValue.tsx';
import { ProviderName } from '../../components/ProviderName.tsx';
import { TrendIndicator } from '../../components/TrendIndicator.tsx';
import { providerLabel } from '../../lib/format.ts';
import { metricFormats, metricOf } from '../../lib/metric-interval.ts';
import { providerColor } from '../../lib/provider-colors.ts';
import { readableTextOn } from '../../lib/readable-text.ts';
import { providerMetricsCsv, topCitationsCsv, topCompetitorsCsv } from './general-metrics-export.ts';
import { changeTrend, formatAvgPosition, formatChange, providerInitials } from './general-metrics-format.ts';
import { MetricsTableCard } from './MetricsTableCard.tsx';

const ClientBadge = ({ label }: { label: string }) => (
  <Badge size="sm" variant="light" color="brand" style={{ flexShrink: 0, overflow: 'visible' }}>
    {label}
  </Badge>
);

/** A provider as a small dot in its colour, named by its tooltip (many fit in a narrow column). */
function ProviderMarks({ providers }: { providers: readonly string[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {providers.map((p) => (
        <Tooltip key={p} label={providerLabel(p)} withArrow>
          <Center
            w={22}
            h={22}
            bg={providerColor(p)}
            c={readableTextOn(providerColor(p))}
            fz={10}
            fw={700}
            role="img"
            aria-label={providerLabel(p)}
            data-testid="citation-provider"
            style={{ borderRadius: '50%', flexShrink: 0 }}
          >
            {providerInitials(p)}
          </Center>
        </Tooltip>
      ))}
    </Group>
  );
}

export function TopCitationsTable({ rows }: { rows: GeneralMetrics['top_citations'] }) {
  return (
    <MetricsTableCard
      title={l.tables.topCitations}
      exportName="topCitations"
      testId="top-citations"
      rows={rows}
      csv={() => topCitationsCsv(rows)}
      empty={l.empty.citations}
      head={
        <Table.Tr>
          <Table.Th>{l.columns.source}</Table.Th>
          <Table.Th ta="right">{l.columns.count}</Table.Th>
          <Table.Th>{l.columns.providers}</Table.Th>
        </Table.Tr>
      }
      renderRow={(r) => (
        <Table.Tr key={r.domain} data-testid="top-citation-row">
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Favicon domain={r.domain} size={20} />
              <Text size="sm" fw={500} data-testid="citation-domain">
                {r.domain}
              </Text>
              {r.isClient && <ClientBadge label={l.yourDomain} />}
            </Group>
          </Table.Td>
          <Table.Td ta="right">{r.count}</Table.Td>
          <Table.Td>
            <ProviderMarks providers={r.providers} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

export function TopCompetitorsTable({ rows }: { rows: GeneralMetrics['top_competitors'] }) {
  return (
    <MetricsTableCard
      title={l.tables.topCompetitors}
      exportName="topCompetitors"
      testId="top-competitors"
      rows={rows}
      csv={() => topCompetitorsCsv(rows)}
      empty={l.empty.competitors}
      head={
        <Table.Tr>
          <Table.Th>{l.columns.competitor}</Table.Th>
          <Table.Th ta="right">{l.columns.avgPosition}</Table.Th>
          <Table.Th w="40%">{l.columns.shareOfVoice}</Table.Th>
        </Table.Tr>
      }
      renderRow={(r) => (
        <Table.Tr
          key={`${r.isClient}:${r.name}`}
          data-testid="top-competitor-row"
          bg={r.isClient ? 'var(--mantine-color-brand-0)' : undefined}
        >
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={r.isClient ? 700 : 500}>
                {r.name}
              </Text>
              {r.isClient && <ClientBadge label={l.yourBrand} />}
            </Group>
          </Table.Td>
          <Table.Td ta="right">
            <MetricValue metric={metricOf(r, 'avgPosition')} format={metricFormats.position} size="sm">
              {formatAvgPosition(r.avgPosition)}
            </MetricValue>
          </Table.Td>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Progress
                value={r.shareOfVoice}
                color={r.isClient ? 'brand' : 'gray'}
                size="md"
                radius="xl"
                style={{ flex: 1 }}
                aria-label={`${l.columns.shareOfVoice} ${r.name}`}
              />
              <MetricValue
                metric={metricOf(r, 'shareOfVoice')}
                format={metricFormats.share}
                hover={shareOfVoiceLabels.intervalHover}
                size="sm"
                miw={52}
                ta="right"
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

const METRIC_ROWS = [
  ['mentions', 'mentions', 'mentions_change', 'mentions_previous'],
  ['aiVisits', 'ai_visits', 'ai_visits_change', 'ai_visits_previous'],
  ['citations', 'citations', 'citations_change', 'citations_previous'],
] as const satisfies readonly [
  keyof typeof l.rows,
  keyof ProviderMetric,
  keyof ProviderMetric,
  keyof ProviderMetric,
][];

/** The change in percent with its mark; a figure from nothing is new, with no percent. */
function Change({ change, significant, isNew }: { change: number; significant?: boolean; isNew: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {!isNew && (
        <Text size="sm" c="dimmed">
          {formatChange(change)}
        </Text>
      )}
      <TrendIndicator trend={changeTrend(change)} significant={significant} isNew={isNew} />
    </Group>
  );
}

/** Spec 2.8/2.9: rows Mentions, AI Visits, Citations per provider, each with its change. */
export function ProviderMetricsTable({ metrics }: { metrics: GeneralMetrics['provider_metrics'] }) {
  // Paged by provider, so a provider's three rows stay together.
  const providers = Object.entries(metrics);
  return (
    <MetricsTableCard
      title={l.tables.providerMetrics}
      exportName="providerMetrics"
      testId="provider-metrics"
      rows={providers}
      csv={() => providerMetricsCsv(metrics)}
      empty={l.empty.providers}
      head={
        <Table.Tr>
          <Table.Th>{l.columns.provider}</Table.Th>
          <Table.Th>{l.columns.metric}</Table.Th>
          <Table.Th ta="right">{l.columns.value}</Table.Th>
          <Table.Th ta="right">{l.columns.change}</Table.Th>
        </Table.Tr>
      }
      renderRow={([provider, m]) => (
        <Fragment key={provider}>
          {METRIC_ROWS.map(([label, value, change, previous], i) => (
            <Table.Tr key={label} data-testid="provider-metric-row" data-provider={provider}>
              {i === 0 && (
                <Table.Td rowSpan={METRIC_ROWS.length} style={{ verticalAlign: 'top' }}>
                  <ProviderName provider={provider} />
                </Table.Td>
              )}
              <Table.Td>{l.rows[label]}</Table.Td>
              <Table.Td ta="right">
                {/* Mentions are sampled answers, with an interval; visits and citations are counted. */}
                {value === 'mentions' ? (
                  <MetricValue metric={metricOf(m, 'mentions')} format={metricFormats.count} size="sm" />
                ) : (
                  m[value]
                )}
              </Table.Td>
              <Table.Td>
                <Change
                  change={m[change]}
                  significant={value === 'mentions' ? m.mentions_change_significant : undefined}
                  isNew={isNewFigure(m[previous], m[value])}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Fragment>
      )}
    />
  );
}
