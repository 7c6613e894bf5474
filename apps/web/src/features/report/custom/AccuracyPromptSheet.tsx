// An accuracy prompt's page (spec 3 section 2.8): AI analysis, the expected response (700 characters),
// the 'Response Accuracy Over Time' heatmap with its legend, and each provider's latest answer.
import { Box, Group, Stack, Table, Text } from '@mantine/core';
import {
  type CustomReportAccuracyPrompt,
  hostOf,
  customReportLabels as l,
  customReportMessages as m,
} from '@sightline/contracts';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { RatedByLine } from '../../../components/RatedByLine.tsx';
import { TextRemovedNote } from '../../../components/TextRemovedNote.tsx';
import { dayLabel, providerLabel } from '../../../lib/format.ts';
import { ReportTable } from '../ReportTable.tsx';
import classes from '../report.module.css';
import { AnalysisBlock } from './ReportParts.tsx';

/** Spec 4: a column's average rating from 1.5 is correct, from 0.5 almost, from 0 wrong. */
const CELL = [
  { min: 1.5, color: '#40c057', label: l.correct },
  { min: 0.5, color: '#fab005', label: l.almost },
  { min: 0, color: '#fa5252', label: l.wrong },
] as const;
const NO_DATA = '#e9ecef';
/** The heatmap's provider names: the longest ("Google AI Overviews") on one line. */
const LABEL_WIDTH = 130;
const cellColor = (p: number | null) =>
  p === null ? NO_DATA : (CELL.find((c) => p >= c.min)?.color ?? NO_DATA);
/** Spec 4: punctuation 2 is correct, 1 almost, 0 wrong. */
const ratingLabel = (p: number | null) =>
  p === 2 ? l.correct : p === 1 ? l.almost : p === 0 ? l.wrong : l.noData;

export function AccuracyPromptSheet({ prompt }: { prompt: CustomReportAccuracyPrompt }) {
  const providers = [...new Set(prompt.accuracy_timeline.flatMap((c) => Object.keys(c.providers)))];
  return (
    <>
      <AnalysisBlock
        text={prompt.ai_analysis}
        source={prompt.ai_analysis_source}
        fallback={m.noQueryAnalysis}
      />
      <Box className={classes.block}>
        <Text size="sm" fw={700}>
          {l.expectedResponse}
        </Text>
        <Text size="sm">{prompt.expected_response}</Text>
      </Box>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {l.accuracyOverTime}
        </Text>
        <RatedByLine ratedBy={prompt.rated_by} />
      </Group>
      <Stack gap={3} mb="xs" data-testid="accuracy-heatmap">
        {providers.map((provider) => (
          <Group key={provider} gap={3} wrap="nowrap">
            <Text size="xs" w={LABEL_WIDTH} lh={1.2} style={{ flexShrink: 0 }}>
              {providerLabel(provider)}
            </Text>
            {prompt.accuracy_timeline.map((column) => {
              const cell = column.providers[provider];
              return (
                <Box
                  key={column.date}
                  className={classes.heatCell}
                  title={`${dayLabel(column.date)}: ${cell?.score ?? l.noData}`}
                  style={{ background: cellColor(cell?.punctuation ?? null) }}
                />
              );
            })}
          </Group>
        ))}
        <Group gap={3} wrap="nowrap">
          <Box w={LABEL_WIDTH} style={{ flexShrink: 0 }} />
          {prompt.accuracy_timeline.map((column) => (
            <Text key={column.date} size="8px" c="dimmed" style={{ flex: 1 }} ta="center">
              {dayLabel(column.date)}
            </Text>
          ))}
        </Group>
        <Group gap="md" mt={4}>
          {[...CELL, { color: NO_DATA, label: l.noData }].map((c) => (
            <Group key={c.label} gap={4}>
              <Box w={10} h={10} style={{ background: c.color, borderRadius: 2 }} />
              <Text size="xs">{c.label}</Text>
            </Group>
          ))}
        </Group>
      </Stack>
      <ReportTable
        label={l.accuracyOverTime}
        head={
          <>
            {/* The response, up to 150 characters, gets the room; the rest stay narrow. */}
            <Table.Th w="13%">{l.provider}</Table.Th>
            <Table.Th w="9%">{l.accuracy}</Table.Th>
            <Table.Th w="46%">{l.response}</Table.Th>
            <Table.Th w="17%">{l.justification}</Table.Th>
            <Table.Th w="15%">{l.sources}</Table.Th>
          </>
        }
      >
        {prompt.requests.map((r) => (
          <Table.Tr key={r.llm_company}>
            <Table.Td>
              <Text size="xs">{providerLabel(r.llm_company)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs" fw={700} c={cellColor(r.punctuation)}>
                {ratingLabel(r.punctuation)}
              </Text>
            </Table.Td>
            <Table.Td>
              {r.text_removed_at ? (
                <TextRemovedNote at={r.text_removed_at} size="xs" />
              ) : (
                <Text size="xs">{r.result_response}</Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="xs">{r.justification ?? l.notAvailable}</Text>
            </Table.Td>
            <Table.Td>
              {r.sources.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {l.noSources}
                </Text>
              ) : (
                <Group gap={6} style={{ rowGap: 0 }}>
                  {r.sources.map((url) => (
                    <ExternalLink key={url} url={url} size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {hostOf(url) ?? url}
                    </ExternalLink>
                  ))}
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>
    </>
  );
}
