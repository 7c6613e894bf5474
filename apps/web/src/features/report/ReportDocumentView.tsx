// The whole printable report: cover, table of contents, three pages per ranking prompt, one page per
// accuracy prompt, then the sampling statistics as an appendix (results first); a Print button that
// does not print itself. Every page says when its figures rest on sandbox answers.
import { Button, Group, Text } from '@mantine/core';
import { reportPageLabels as l, type ReportDocument } from '@sightline/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect } from 'react';
import { AccuracyPrompt } from './AccuracyPrompt.tsx';
import { CompetitorAnalysis } from './CompetitorAnalysis.tsx';
import { ProvidersAnalysis } from './ProvidersAnalysis.tsx';
import { ReferenceWebsites } from './ReferenceWebsites.tsx';
import { ReportContents } from './ReportContents.tsx';
import { ReportCover } from './ReportCover.tsx';
import { ReportSampling } from './ReportSampling.tsx';
import { ReportSheet } from './ReportSheet.tsx';
import classes from './report.module.css';
import { ReportProvenanceContext } from './report-provenance.tsx';
import { tableOfContents } from './report-view.ts';
import { useChartsFitPaper } from './use-charts-fit-paper.ts';

export function ReportDocumentView({ report }: { report: ReportDocument }) {
  const brand = report.report_execution.report_planning.entity_name;
  const contents = tableOfContents(report);
  useChartsFitPaper();
  useEffect(() => {
    const previous = document.title;
    document.title = l.documentTitle(brand);
    return () => {
      document.title = previous;
    };
  }, [brand]);

  return (
    <ReportProvenanceContext value={report.report_execution.provenance}>
      <div className={classes.document}>
        <div className={`${classes.toolbar} ${classes.noPrint}`}>
          <Text fw={600} c="dimmed">
            {l.documentTitle(brand)}
          </Text>
          <Group gap="sm">
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {l.print}
            </Button>
          </Group>
        </div>

        <ReportCover execution={report.report_execution} />
        <ReportContents report={report} />

        {report.query_analysis_list.map((query, i) => {
          const [competitors, providers, websites] = contents.ranking[i].children;
          const context = `${l.prompt} ${contents.ranking[i].number} · ${query.query}`;
          return (
            <div key={query.query_id} style={{ display: 'contents' }}>
              <ReportSheet
                id={competitors.id}
                number={competitors.number}
                title={competitors.title}
                context={context}
              >
                <CompetitorAnalysis page={query.page1} />
              </ReportSheet>
              <ReportSheet
                id={providers.id}
                number={providers.number}
                title={providers.title}
                context={context}
              >
                <ProvidersAnalysis page={query.page2} />
              </ReportSheet>
              <ReportSheet id={websites.id} number={websites.number} title={websites.title} context={context}>
                <ReferenceWebsites page={query.page3} />
              </ReportSheet>
            </div>
          );
        })}

        {report.question_analysis_list.map((prompt, i) => (
          <ReportSheet
            key={prompt.query_id}
            id={contents.accuracy[i].id}
            number={contents.accuracy[i].number}
            title={prompt.query}
            context={`${l.accuracyAnalysis}`}
          >
            <AccuracyPrompt prompt={prompt} />
          </ReportSheet>
        ))}

        {contents.appendix.map((entry) => (
          <ReportSampling key={entry.id} report={report} entry={entry} />
        ))}
      </div>
    </ReportProvenanceContext>
  );
}
