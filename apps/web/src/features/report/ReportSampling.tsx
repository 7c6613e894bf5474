// The sampling appendix: how many answers the report asked beyond its base samples, and which prompt x
// engine cells they went to, with the answers behind each figure and its mention-rate interval; and
// how the report's figures' 95 % intervals are calculated.
import { Stack, Table, Text } from '@mantine/core';
import { samplingLabels as l, reportPageLabels as pl, type ReportDocument } from '@sightline/contracts';
import { IntervalMethod } from '../../components/IntervalMethod.tsx';
import { providerLabel } from '../../lib/format.ts';
import { ReportSheet } from './ReportSheet.tsx';
import { ReportTable } from './ReportTable.tsx';
import classes from './report.module.css';
import { type ContentsEntry, extraAnswerRows, truncate } from './report-view.ts';

const PROMPT_CHARS = 60;

export function ReportSampling({ report, entry }: { report: ReportDocument; entry: ContentsEntry }) {
  const sampling = report.sampling;
  if (!sampling) return null;
  const rows = extraAnswerRows(report);
  return (
    <ReportSheet id={entry.id} number={entry.number} title={entry.title} context={pl.appendix}>
      <Stack gap="sm">
        <Text size="sm">{l.summary(sampling)}</Text>
        {sampling.adaptive && (
          <Text size="sm" fw={600} data-testid="extra-answers-spent">
            {sampling.extra_spent > 0 ? l.spent(sampling.extra_spent, sampling.extra_budget) : l.noneSpent}
          </Text>
        )}
        {rows.length > 0 && (
          <>
            <Text size="sm" fw={600} mt="sm">
              {l.whereSpent}
            </Text>
            <ReportTable
              label={l.whereSpent}
              head={
                <>
                  <Table.Th>{l.prompt}</Table.Th>
                  <Table.Th>{l.provider}</Table.Th>
                  <Table.Th ta="right">{l.extraAnswers}</Table.Th>
                  <Table.Th ta="right" title={l.answersHint}>
                    {l.answers}
                  </Table.Th>
                  <Table.Th ta="right">{l.mentionRate}</Table.Th>
                  <Table.Th>{l.stopReason}</Table.Th>
                </>
              }
            >
              {rows.map(({ key, query, cell }) => (
                <Table.Tr key={key} data-testid="extra-answers-row">
                  <Table.Td title={query}>{truncate(query, PROMPT_CHARS)}</Table.Td>
                  <Table.Td fw={600}>{providerLabel(cell.provider)}</Table.Td>
                  <Table.Td ta="right" className={classes.numeric}>
                    {l.extra(cell.extra)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.numeric}>
                    {l.nOfAsked(cell.n, cell.asked)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.numeric}>
                    {l.interval(cell.mention_low, cell.mention_high)}
                  </Table.Td>
                  <Table.Td>{l.stops[cell.stop]}</Table.Td>
                </Table.Tr>
              ))}
            </ReportTable>
          </>
        )}
        <IntervalMethod methods={['mean', 'rate']} />
      </Stack>
    </ReportSheet>
  );
}
