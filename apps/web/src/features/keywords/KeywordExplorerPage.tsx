// /keyword-explorer (spec 3 section 2.1): the Keyword Analysis form, the results area of the selected
// analysis and the history sidebar.
import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { type KeywordResult, keywordLabels as l } from '@sightline/contracts';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AddToProjectDialog } from './AddToProjectDialog.tsx';
import { AnalysisBanner } from './AnalysisBanner.tsx';
import { HistorySidebar } from './HistorySidebar.tsx';
import { KeywordForm } from './KeywordForm.tsx';
import { PromptResults } from './PromptResults.tsx';
import { useKeywordExplorer } from './useKeywordExplorer.ts';

export function KeywordExplorerPage() {
  const explorer = useKeywordExplorer();
  const [showHistory, setShowHistory] = useState(true);
  const [adding, setAdding] = useState<KeywordResult | null>(null);
  const { current } = explorer;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2}>{l.pageTitle}</Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconHistory size={16} />}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            {showHistory ? l.hideHistory : l.showHistory}
          </Button>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={explorer.newAnalysis}>
            {l.newAnalysis}
          </Button>
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: showHistory ? 8 : 12 }}>
          <Stack gap="lg">
            <KeywordForm
              values={explorer.form}
              onChange={explorer.setForm}
              errors={explorer.fieldErrors}
              selected={current !== null}
              remaining={explorer.remaining}
              upgrade={explorer.upgrade}
              busy={explorer.busy}
              onRun={explorer.run}
            />
            {current?.status === 'completed' ? (
              <PromptResults
                title={current.title}
                results={explorer.results.data ?? []}
                loading={explorer.results.isPending}
                simulated={current.simulated}
                onAdd={setAdding}
              />
            ) : (
              <AnalysisBanner execution={current} onRetry={explorer.retry} retrying={explorer.busy} />
            )}
          </Stack>
        </Grid.Col>
        {showHistory && (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <HistorySidebar
              executions={explorer.history.data}
              loading={explorer.history.isPending}
              selected={current?.uuid}
              onSelect={explorer.select}
            />
          </Grid.Col>
        )}
      </Grid>
      <AddToProjectDialog result={adding} onClose={() => setAdding(null)} />
    </Stack>
  );
}
