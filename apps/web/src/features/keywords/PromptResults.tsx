// Prompt Results of a completed analysis (spec 3 section 2.1): expander, Prompt Name, Volume interval
// and the Copy and Add to Project actions, 10 a page when there are more, an opened row's volume trend,
// and Download CSV. Simulated volumes carry the Simulated badge.
import { ActionIcon, Button, Group, Loader, Table, Text, Tooltip } from '@mantine/core';
import {
  KEYWORD_RESULTS_PAGE_SIZE,
  type KeywordResult,
  keywordLabels as l,
  keywordMessages as m,
} from '@sightline/contracts';
import { IconCopy, IconDownload, IconFolderPlus } from '@tabler/icons-react';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SimulatedBadge } from '../../components/SimulatedBadge.tsx';
import { ExpandableTable } from '../../components/table/ExpandableTable.tsx';
import { downloadCsv } from '../../lib/download.ts';
import { toast } from '../../lib/toast.ts';
import { keywordCsv, keywordCsvFileName } from './keyword-csv.ts';
import { VolumeTrend } from './VolumeTrend.tsx';

const copy = async (query: string) => {
  try {
    await navigator.clipboard.writeText(query);
    toast.short('success', m.copied, query);
  } catch {
    toast.short('error', m.copied, query);
  }
};

export function PromptResults({
  title,
  results,
  loading,
  simulated,
  onAdd,
}: {
  title: string;
  results: readonly KeywordResult[];
  loading: boolean;
  simulated: boolean;
  onAdd: (result: KeywordResult) => void;
}) {
  const download = () => {
    if (results.length === 0) toast.short('warning', m.noResultsToDownload, title);
    else downloadCsv(keywordCsv(results), keywordCsvFileName(title));
  };
  return (
    <SectionCard
      title={l.promptResults}
      hint={l.promptResultsHint}
      badge={simulated ? <SimulatedBadge tip={l.simulatedTip} /> : undefined}
      testId="prompt-results"
      actions={
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download}>
          {l.downloadCsv}
        </Button>
      }
    >
      {loading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <ExpandableTable
          label={l.promptResults}
          rows={results}
          pageSize={KEYWORD_RESULTS_PAGE_SIZE}
          rowKey={(r) => String(r.id)}
          rowName={(r) => r.query}
          columns={4}
          minWidth={640}
          rowTestId="prompt-row"
          head={
            <>
              <Table.Th w={48} />
              <Table.Th>{l.promptName}</Table.Th>
              <Table.Th w={200}>{l.volumeInterval}</Table.Th>
              <Table.Th w={120}>{l.actions}</Table.Th>
            </>
          }
          cells={(r, toggle) => (
            <>
              {toggle}
              <Table.Td>
                <Text size="sm">{r.query}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {r.volume === null ? (
                    <Tooltip label={l.noVolumeTip} multiline w={260} withArrow>
                      <Text size="sm" c="dimmed" tabIndex={0}>
                        {r.volume_interval}
                      </Text>
                    </Tooltip>
                  ) : (
                    <Text size="sm" fw={500}>
                      {r.volume_interval}
                    </Text>
                  )}
                  {r.simulated && r.volume !== null && <SimulatedBadge tip={l.simulatedTip} />}
                </Group>
              </Table.Td>
              {/* The actions act on the prompt, not on the row: a click must not open it. */}
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={l.copy} withArrow>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${l.copy}: ${r.query}`}
                      onClick={() => copy(r.query)}
                    >
                      <IconCopy size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={l.addToProject} withArrow>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${l.addToProject}: ${r.query}`}
                      onClick={() => onAdd(r)}
                    >
                      <IconFolderPlus size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </>
          )}
          details={(r) => <VolumeTrend result={r} />}
        />
      )}
    </SectionCard>
  );
}
