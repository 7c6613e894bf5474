// The custom report (spec 3 section 2.8): the print card with Download Report, then one printed page
// each: cover, contents, general metrics, each ranking prompt, each accuracy prompt, website traffic
// and strategic recommendations, as the report's data types say.
import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { type CustomReport, customReportLabels as l, customReportMessages as m } from '@sightline/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { formatDay } from '../../../lib/format.ts';
import { CoverSheet } from '../ReportCover.tsx';
import { ReportSheet } from '../ReportSheet.tsx';
import classes from '../report.module.css';
import { ProvenanceLine, ReportProvenanceContext } from '../report-provenance.tsx';
import { useChartsFitPaper } from '../use-charts-fit-paper.ts';
import { AccuracyPromptSheet } from './AccuracyPromptSheet.tsx';
import { type ContentsEntry, customReportContents, pageTitle } from './custom-report-view.ts';
import { GeneralMetricsSheet } from './GeneralMetricsSheet.tsx';
import { RankingPromptSheet } from './RankingPromptSheet.tsx';
import { RecommendationsSheet } from './RecommendationsSheet.tsx';
import { NoData } from './ReportParts.tsx';
import { WebsiteSheet } from './WebsiteSheet.tsx';

function Cover({ report }: { report: CustomReport }) {
  const planning = report.report_planning;
  return (
    <CoverSheet
      title={report.title}
      label={l.cover}
      entityName={planning.entity_name}
      entityPicture={planning.entity_picture}
      subtitle={`${formatDay(report.start_date)} – ${formatDay(report.end_date)}`}
      testId="report-sheet"
    >
      <Stack gap="xs">
        <Text fw={600}>{planning.domain}</Text>
        <ProvenanceLine provenance={report.provenance} />
      </Stack>
    </CoverSheet>
  );
}

function Contents({ entries }: { entries: ContentsEntry[] }) {
  const group = (g: ContentsEntry['group']) => entries.filter((e) => e.group === g);
  const line = (e: ContentsEntry) => (
    <List.Item key={e.id}>
      <a href={`#${e.id}`} className={classes.tocLink}>
        <Group justify="space-between" wrap="nowrap">
          <Text>{e.title}</Text>
          <Text c="dimmed" className={classes.numeric}>
            {l.page(e.page)}
          </Text>
        </Group>
      </a>
    </List.Item>
  );
  const [ranking, accuracy] = [group('ranking'), group('accuracy')];
  const report = group('report');
  const before = report.filter(
    (e) => e.page < (ranking[0]?.page ?? accuracy[0]?.page ?? Number.POSITIVE_INFINITY),
  );
  const after = report.filter((e) => !before.includes(e));
  return (
    <ReportSheet id="contents" title={l.contents}>
      <List listStyleType="none" spacing={8}>
        {before.map(line)}
        {ranking.length > 0 && (
          <List.Item>
            <Text fw={700} c="dimmed" tt="uppercase" size="sm">
              {l.rankingPrompts}
            </Text>
            <List listStyleType="none" withPadding spacing={4}>
              {ranking.map(line)}
            </List>
          </List.Item>
        )}
        {accuracy.length > 0 && (
          <List.Item>
            <Text fw={700} c="dimmed" tt="uppercase" size="sm">
              {l.accuracyPrompts}
            </Text>
            <List listStyleType="none" withPadding spacing={4}>
              {accuracy.map(line)}
            </List>
          </List.Item>
        )}
        {after.map(line)}
      </List>
    </ReportSheet>
  );
}

export function CustomReportView({ report }: { report: CustomReport }) {
  const entries = customReportContents(report);
  const pageOf = new Map(entries.map((e) => [e.id, String(e.page)]));
  const data = report.aggregated_data;
  const types = new Set(report.data_types);
  const brand = report.report_planning.entity_name;
  useChartsFitPaper();
  useEffect(() => {
    const previous = document.title;
    document.title = `${report.title} – ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [report.title, brand]);

  return (
    <ReportProvenanceContext value={report.provenance}>
      <div className={classes.document} data-testid="custom-report">
        <Paper withBorder p="md" radius="md" className={classes.noPrint} data-testid="print-card">
          <Group justify="space-between">
            <Stack gap={0}>
              <Text fw={700}>{l.printTitle}</Text>
              <Text size="sm" c="dimmed">
                {l.printHint}
              </Text>
            </Stack>
            <Button leftSection={<IconDownload size={16} />} onClick={() => window.print()}>
              {l.download}
            </Button>
          </Group>
        </Paper>

        <Cover report={report} />
        <Contents entries={entries} />

        {data.general_metrics && (
          <ReportSheet id="general-metrics" number={pageOf.get('general-metrics')} title={l.generalMetrics}>
            <GeneralMetricsSheet metrics={data.general_metrics} />
          </ReportSheet>
        )}
        {data.ranking_prompts.map((p) => (
          <ReportSheet
            key={p.query_id}
            id={`ranking-${p.query_id}`}
            number={pageOf.get(`ranking-${p.query_id}`)}
            title={pageTitle(p.query_text)}
            context={l.rankingPrompts}
          >
            <RankingPromptSheet prompt={p} />
          </ReportSheet>
        ))}
        {data.accuracy_prompts.map((p) => (
          <ReportSheet
            key={p.query_id}
            id={`accuracy-${p.query_id}`}
            number={pageOf.get(`accuracy-${p.query_id}`)}
            title={pageTitle(p.query_text)}
            context={l.accuracyPrompts}
          >
            <AccuracyPromptSheet prompt={p} />
          </ReportSheet>
        ))}
        {types.has('WEBSITE') && (
          <ReportSheet
            id="website"
            number={pageOf.get('website')}
            title={l.websiteTitle(data.website_analysis?.domain ?? report.report_planning.domain)}
          >
            {data.website_analysis ? (
              <WebsiteSheet website={data.website_analysis} />
            ) : (
              <NoData message={m.noWebsiteData} />
            )}
          </ReportSheet>
        )}
        {types.has('RECOMMENDATIONS') && (
          <ReportSheet
            id="recommendations"
            number={pageOf.get('recommendations')}
            title={l.strategicRecommendations}
          >
            {data.recommendations ? (
              <RecommendationsSheet recommendations={data.recommendations} />
            ) : (
              <NoData message={m.noRecommendationData} />
            )}
          </ReportSheet>
        )}
      </div>
    </ReportProvenanceContext>
  );
}
