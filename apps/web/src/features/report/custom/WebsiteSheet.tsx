// The website traffic page (spec 3 section 2.8), from the website analysis module: AI analysis, the
// four tiles, Visits Over Time, Visits by Source and the most popular pages.
import { Badge, Group, Table, Text } from '@mantine/core';
import {
  type CustomReportWebsite,
  CUSTOM_REPORT_LIMITS as L,
  customReportLabels as l,
  customReportMessages as m,
} from '@sightline/contracts';
import { Doughnut, Line } from 'react-chartjs-2';
import { BRAND_COLOR, SERIES_COLORS } from '../../../components/charts/chart-setup.ts';
import { dayLabel } from '../../../lib/format.ts';
import { ReportTable } from '../ReportTable.tsx';
import classes from '../report.module.css';
import { websiteRates } from './custom-report-view.ts';
import { AnalysisBlock, MetricTile } from './ReportParts.tsx';

export function WebsiteSheet({ website }: { website: CustomReportWebsite }) {
  const { rate, human } = websiteRates(website.total_visits, website.ai_visits);
  const sources = Object.entries(website.referer_sources)
    .sort((a, b) => b[1] - a[1])
    .slice(0, L.topRefererSources);
  return (
    <>
      <AnalysisBlock
        text={website.ai_analysis}
        source={website.ai_analysis_source}
        fallback={m.noWebsiteAnalysis}
      />
      <div className={classes.tiles}>
        <MetricTile label={l.totalVisits} value={String(website.total_visits)} />
        <MetricTile label={l.aiRefererVisits} value={String(website.ai_visits)} />
        <MetricTile label={l.humanRefererVisits} value={String(human)} />
        <MetricTile label={l.aiRefererRate} value={`${rate}%`} />
      </div>
      <div className={classes.pair}>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {l.visitsOverTime}
          </Text>
          <div className={classes.chart} style={{ height: '58mm' }}>
            <Line
              role="img"
              aria-label={l.visitsOverTime}
              data={{
                labels: website.timeline_data.labels.map((d) => dayLabel(d)),
                datasets: [
                  {
                    label: l.totalVisits,
                    data: [...website.timeline_data.values],
                    borderColor: BRAND_COLOR,
                    backgroundColor: BRAND_COLOR,
                  },
                ],
              }}
              options={{
                animation: false,
                plugins: { legend: { display: false } },
                scales: { x: { ticks: { maxRotation: 0 } } },
              }}
            />
          </div>
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {l.visitsBySource}
          </Text>
          <div className={classes.chart} style={{ height: '58mm' }}>
            <Doughnut
              role="img"
              aria-label={l.visitsBySource}
              data={{
                labels: sources.map(([s]) => s),
                datasets: [
                  {
                    data: sources.map(([, n]) => n),
                    backgroundColor: SERIES_COLORS.slice(0, sources.length),
                  },
                ],
              }}
              options={{ animation: false, plugins: { legend: { position: 'right' } } }}
            />
          </div>
        </div>
      </div>
      <ReportTable
        label={l.popularPages}
        head={
          <>
            <Table.Th>{l.pageUrl}</Table.Th>
            <Table.Th ta="right">{l.totalVisits}</Table.Th>
            <Table.Th>{l.trafficSources}</Table.Th>
          </>
        }
      >
        {website.popular_pages.map((p) => (
          <Table.Tr key={p.endpoint}>
            <Table.Td>
              <Text size="xs" style={{ wordBreak: 'break-all' }}>
                {p.endpoint}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{p.total_visits}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {p.provider_breakdown.map((b) => (
                  <Badge key={b.provider} size="xs" variant="light" color={b.color} tt="none">
                    {b.provider} {b.count}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>
    </>
  );
}
