// The Accuracy Prompts table: query, expected response (cut at 30 characters), status tag and
// actions; rows open to each provider's answer. Pages at 5 rows only above 5.
import { Table, Text, Tooltip } from '@mantine/core';
import { EXPECTED_RESPONSE_PREVIEW_CHARS, type QuestionQuerySummary } from '@sightline/contracts';
import { truncate } from '../../../lib/format.ts';
import { AccuracyResultDetails } from './AccuracyResultDetails.tsx';
import { AccuracyStatusTag } from './AccuracyStatusTag.tsx';
import { ProgressState } from './ProgressState.tsx';
import { PromptsTable } from './PromptsTable.tsx';

function ExpectedCell({ text }: { text: string }) {
  const short = truncate(text, EXPECTED_RESPONSE_PREVIEW_CHARS);
  const cell = (
    <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
      {short}
    </Text>
  );
  return short === text ? (
    cell
  ) : (
    <Tooltip label={text} multiline w={320} withArrow>
      {cell}
    </Tooltip>
  );
}

export function AccuracyPromptsTable({ queries }: { queries: readonly QuestionQuerySummary[] }) {
  return (
    <PromptsTable
      queries={queries}
      family="accuracy"
      cells={(query, { onExecution, reportRunning }) => {
        const progress = onExecution ? 'extracting' : reportRunning ? 'obtaining' : null;
        return (
          <>
            <Table.Td>
              <ExpectedCell text={query.expected_response} />
            </Table.Td>
            <Table.Td>
              {progress ? <ProgressState kind={progress} /> : <AccuracyStatusTag status={query.status} />}
            </Table.Td>
          </>
        );
      }}
      details={(query, { onExecution }) => <AccuracyResultDetails query={query} onExecution={onExecution} />}
    />
  );
}
