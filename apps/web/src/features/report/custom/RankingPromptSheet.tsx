// A ranking prompt's page (spec 3 section 2.8): AI analysis, the four metric boxes, Position Evolution
// per provider (1 on top, axis to 15), Share of Voice by Provider (6 entities plus Others), and the
// top 5 sources and competitors with the client first.
import { Group, Table, Text } from '@mantine/core';
import {
  CUSTOM_REPORT_OTHERS,
  type CustomReportRankingPrompt,
  CUSTOM_REPORT_LIMITS as L,
  customReportLabels as l,
  customReportMessages as m,
} from '@sightline/contracts';
import { Bar } from 'react-chartjs-2';
import { seriesPalette } from '../../../components/charts/chart-setup.ts';
import { RankLineChart } from '../../../components/charts/RankLineChart.tsx';
import { Favicon } from '../../../components/Favicon.tsx';
import { dayLabel, oneDecimal, providerLabel } from '../../../lib/format.ts';
import { ReportTable } from '../ReportTable.tsx';
import classes from '../report.module.css';
import { AnalysisBlock, MetricTile, YourBrand } from './ReportParts.tsx';

const OTHERS_COLOR = '#ced4da';

export function RankingPromptSheet({ prompt }: { prompt: CustomReportRankingPrompt }) {
  const days = [...new Set(prompt.position_timeline.map((p) => p.date))].sort();
  const providers = [...new Set(prompt.position_timeline.map((p) => p.llm_company))];
  const at = new Map(prompt.position_timeline.map((p) => [`${p.llm_company}|${p.date}`, p.position]));
  const lines = providers.map((provider) => ({
    label: providerLabel(provider),
    data: days.map((d) => at.get(`${provider}|${d}`) ?? null),
  }));
  const colour = seriesPalette();
  const sov = prompt.share_of_voice;
  const { metrics } = prompt;
  // The spec fixes these changes at 0 %: no earlier period is compared (the reply's changes_compared),
  // and the boxes say so rather than show a 0 % nobody measured.
  const change = l.notCompared;
  return (
    <>
      <AnalysisBlock
        text={prompt.ai_analysis}
        source={prompt.ai_analysis_source}
        fallback={m.noQueryAnalysis}
      />
      <div className={classes.tiles}>
        <MetricTile label={l.mentions} value={String(metrics.mentions)} hint={change} />
        <MetricTile
          label={l.avgPosition}
          value={oneDecimal(metrics.avg_position) ?? l.notAvailable}
          hint={change}
        />
        <MetricTile label={l.citations} value={String(metrics.citations)} hint={change} />
        <MetricTile label={l.shareOfVoice} value={`${metrics.share_of_voice}%`} />
      </div>
      <div className={classes.pair}>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {l.positionEvolution}
          </Text>
          <div className={classes.chart} style={{ height: '58mm' }}>
            <RankLineChart
              title={l.positionEvolution}
              labels={days.map((d) => dayLabel(d))}
              lines={lines}
              axisMax={L.positionAxisMax}
              height="100%"
              legend
              print
            />
          </div>
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {l.shareByProvider}
          </Text>
          <div className={classes.chart} style={{ height: '58mm' }}>
            <Bar
              role="img"
              aria-label={l.shareByProvider}
              data={{
                labels: sov.providers.map(providerLabel),
                datasets: sov.series.map((s) => ({
                  label: s.name,
                  data: [...s.values],
                  backgroundColor: s.name === CUSTOM_REPORT_OTHERS ? OTHERS_COLOR : colour(s.is_client),
                })),
              }}
              options={{
                animation: false,
                // Bars lie down: the providers' names read across, however many engines the brand has.
                indexAxis: 'y',
                plugins: { legend: { position: 'bottom', labels: { boxWidth: 10, font: { size: 9 } } } },
                scales: {
                  x: { stacked: true, min: 0, max: 100 },
                  y: { stacked: true, ticks: { autoSkip: false, font: { size: 9 } } },
                },
              }}
            />
          </div>
        </div>
      </div>
      <div className={classes.pair}>
        <ReportTable
          label={l.citationsAndSources}
          head={
            <>
              <Table.Th>{l.citationsAndSources}</Table.Th>
              <Table.Th ta="right">{l.count}</Table.Th>
            </>
          }
        >
          {prompt.top_sources.map((s) => (
            <Table.Tr key={s.domain} className={s.is_client ? classes.brandRow : undefined}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Favicon domain={s.domain} size={16} />
                  <Text size="sm">{s.domain}</Text>
                  {s.is_client && <YourBrand label={l.yourDomain} />}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{s.count}</Table.Td>
            </Table.Tr>
          ))}
        </ReportTable>
        <ReportTable
          label={l.competitors}
          head={
            <>
              <Table.Th>{l.competitors}</Table.Th>
              <Table.Th ta="right">{l.avgPosition}</Table.Th>
              <Table.Th ta="right">{l.mentions}</Table.Th>
            </>
          }
        >
          {prompt.top_competitors.map((c) => (
            <Table.Tr key={c.name} className={c.is_client ? classes.brandRow : undefined}>
              <Table.Td>
                {c.name}
                {c.is_client && <YourBrand />}
              </Table.Td>
              <Table.Td ta="right">{oneDecimal(c.avg_position) ?? l.notAvailable}</Table.Td>
              <Table.Td ta="right">{c.appearances}</Table.Td>
            </Table.Tr>
          ))}
        </ReportTable>
      </div>
    </>
  );
}
