// The Ranking Prompts table: query, your position, trend and actions; rows open to their results.
// Pages at 5 rows only above 5.
import { Button, Table } from '@mantine/core';
import { queryResultsLabels as l, type RankingQueryResult } from '@sightline/contracts';
import { IconPlus } from '@tabler/icons-react';
import { ExpandableRow } from '../components/ExpandableRow.tsx';
import { SectionCard } from '../components/SectionCard.tsx';
import { TableFooterPager } from '../components/TableFooterPager.tsx';
import { TrendIndicator } from '../components/TrendIndicator.tsx';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { hasExecutedResults, positionState } from '../ranking-results.ts';
import { EmptyRow } from './EmptyRow.tsx';
import { PositionCell } from './PositionCell.tsx';
import { PromptActions } from './PromptActions.tsx';
import { QueryCell } from './QueryCell.tsx';
import { RankingResultDetails } from './RankingResultDetails.tsx';
import { usePromptRows } from './usePromptRows.ts';

const COLUMNS = 4;

export function RankingPromptsTable({ queries }: { queries: readonly RankingQueryResult[] }) {
  const { reportRunning, queriesOnExecution, prompts } = useProjectDetail();
  const rows = usePromptRows(queries, 'ranking');

  return (
    <SectionCard
      title={l.rankingTitle}
      hint={l.rankingHint}
      testId="ranking-prompts"
      actions={
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={prompts.addRanking}>
          {l.addRanking}
        </Button>
      }
    >
      <Table.ScrollContainer minWidth={640} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-label={l.rankingTitle}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th miw={220}>{l.query}</Table.Th>
              <Table.Th w={160}>{l.yourPosition}</Table.Th>
              <Table.Th w={90}>{l.trend}</Table.Th>
              <Table.Th w={150} ta="right">
                {l.actions}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queries.length === 0 && <EmptyRow colSpan={COLUMNS} text={l.rankingEmpty} />}
            {rows.view.rows.map((query) => {
              const onExecution = query.on_execution || queriesOnExecution.has(query.id);
              const open = rows.isOpen(query.id);
              const unread = rows.isUnread(query.id);
              return (
                <ExpandableRow
                  key={query.id}
                  open={open}
                  unread={unread}
                  colSpan={COLUMNS}
                  onToggle={() => rows.toggle(query.id)}
                  testId="ranking-row"
                  cells={
                    <>
                      <Table.Td>
                        <QueryCell text={query.query_text} unread={unread} />
                      </Table.Td>
                      <Table.Td>
                        <PositionCell
                          state={positionState(query.client_position, {
                            onExecution,
                            reportRunning,
                            answered: hasExecutedResults(query.results),
                          })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TrendIndicator trend={query.trend} />
                      </Table.Td>
                      <Table.Td>
                        <PromptActions
                          queryText={query.query_text}
                          open={open}
                          onEdit={() => prompts.edit('ranking', query.id)}
                          onDelete={() => prompts.remove('ranking', query)}
                          onToggle={() => rows.toggle(query.id)}
                        />
                      </Table.Td>
                    </>
                  }
                  details={<RankingResultDetails query={query} onExecution={onExecution} />}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager
        view={rows.view}
        total={queries.length}
        label={l.rankingTitle}
        onChange={rows.setPage}
      />
    </SectionCard>
  );
}
