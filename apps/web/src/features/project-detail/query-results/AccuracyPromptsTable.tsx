// The Accuracy Prompts table: query, expected response (cut at 30 characters), status tag and
// actions; rows open to each provider's answer. Pages at 5 rows only above 5.
import { Button, Table, Text, Tooltip } from '@mantine/core';
import {
  EXPECTED_RESPONSE_PREVIEW_CHARS,
  queryResultsLabels as l,
  type QuestionQueryResult,
} from '@sightline/contracts';
import { IconPlus } from '@tabler/icons-react';
import { ExpandableRow } from '../components/ExpandableRow.tsx';
import { SectionCard } from '../components/SectionCard.tsx';
import { TableFooterPager } from '../components/TableFooterPager.tsx';
import { truncate } from '../format.ts';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { AccuracyResultDetails } from './AccuracyResultDetails.tsx';
import { AccuracyStatusTag } from './AccuracyStatusTag.tsx';
import { EmptyRow } from './EmptyRow.tsx';
import { ProgressState } from './ProgressState.tsx';
import { PromptActions } from './PromptActions.tsx';
import { QueryCell } from './QueryCell.tsx';
import { usePromptRows } from './usePromptRows.ts';

const COLUMNS = 4;

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

export function AccuracyPromptsTable({ queries }: { queries: readonly QuestionQueryResult[] }) {
  const { reportRunning, queriesOnExecution, prompts } = useProjectDetail();
  const rows = usePromptRows(queries, 'question');

  return (
    <SectionCard
      title={l.accuracyTitle}
      hint={l.accuracyHint}
      testId="accuracy-prompts"
      actions={
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={prompts.addAccuracy}>
          {l.addAccuracy}
        </Button>
      }
    >
      <Table.ScrollContainer minWidth={720} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-label={l.accuracyTitle}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th miw={220}>{l.query}</Table.Th>
              <Table.Th w={260}>{l.expectedResponse}</Table.Th>
              <Table.Th w={200}>{l.status}</Table.Th>
              <Table.Th w={150} ta="right">
                {l.actions}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queries.length === 0 && <EmptyRow colSpan={COLUMNS} text={l.accuracyEmpty} />}
            {rows.view.rows.map((query) => {
              const onExecution = query.on_execution || queriesOnExecution.has(query.id);
              const open = rows.isOpen(query.id);
              const unread = rows.isUnread(query.id);
              const progress = onExecution ? 'extracting' : reportRunning ? 'obtaining' : null;
              return (
                <ExpandableRow
                  key={query.id}
                  open={open}
                  unread={unread}
                  colSpan={COLUMNS}
                  onToggle={() => rows.toggle(query.id)}
                  testId="accuracy-row"
                  cells={
                    <>
                      <Table.Td>
                        <QueryCell text={query.query_text} unread={unread} />
                      </Table.Td>
                      <Table.Td>
                        <ExpectedCell text={query.expected_response} />
                      </Table.Td>
                      <Table.Td>
                        {progress ? (
                          <ProgressState kind={progress} />
                        ) : (
                          <AccuracyStatusTag status={query.status} />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <PromptActions
                          queryText={query.query_text}
                          open={open}
                          onEdit={() => prompts.edit('accuracy', query.id)}
                          onDelete={() => prompts.remove('accuracy', query)}
                          onToggle={() => rows.toggle(query.id)}
                        />
                      </Table.Td>
                    </>
                  }
                  details={<AccuracyResultDetails query={query} onExecution={onExecution} />}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager
        view={rows.view}
        total={queries.length}
        label={l.accuracyTitle}
        onChange={rows.setPage}
      />
    </SectionCard>
  );
}
