// The results and status screens rendered to HTML: paging only past 10 rows, the Simulated badge on
// made-up volumes, "No data" for a prompt without a figure, and the failed screen's reason and Retry.
import { MantineProvider } from '@mantine/core';
import {
  type KeywordExecution,
  type KeywordResult,
  keywordLabels as l,
  keywordMessages as m,
} from '@sightline/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnalysisBanner } from './AnalysisBanner.tsx';
import { PromptResults } from './PromptResults.tsx';

const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

const result = (id: number, over: Partial<KeywordResult> = {}): KeywordResult => ({
  id,
  query: `Prompt ${id}`,
  keyword: 'crm',
  volume: 320,
  volume_interval: '100-1K',
  monthly_volumes: Array(12).fill(320),
  simulated: false,
  ...over,
});

const results = (rows: KeywordResult[], simulated = false) =>
  html(<PromptResults title="T" results={rows} loading={false} simulated={simulated} onAdd={() => {}} />);

const rowCount = (markup: string) => markup.split('data-testid="prompt-row"').length - 1;

describe('Prompt Results', () => {
  it('pages at 10 rows only when there are more', () => {
    const ten = results(Array.from({ length: 10 }, (_, i) => result(i + 1)));
    expect(rowCount(ten)).toBe(10);
    expect(ten).not.toContain('<nav');
    const eleven = results(Array.from({ length: 11 }, (_, i) => result(i + 1)));
    expect(rowCount(eleven)).toBe(10);
    expect(eleven).toContain('1–10 of 11');
    expect(eleven).toContain('<nav');
  });

  it('marks simulated volumes and shows "No data" without a figure', () => {
    const measured = results([result(1), result(2, { volume: null, volume_interval: l.noVolume })]);
    expect(measured).not.toContain('simulated-badge');
    expect(measured).toContain(l.noVolume);
    const simulated = results([result(1, { simulated: true })], true);
    // The card's badge and the row's.
    expect(simulated.split('data-testid="simulated-badge"').length - 1).toBe(2);
  });
});

describe('the analysis banner', () => {
  const execution = {
    uuid: 'u',
    created_at: '2026-05-01T00:00:00Z',
    error_message: null,
  } as KeywordExecution;
  const banner = (e: KeywordExecution | null) =>
    html(<AnalysisBanner execution={e} onRetry={() => {}} retrying={false} />);

  it('invites a first analysis when none is selected', () => {
    expect(banner(null)).toContain(l.startTitle);
  });

  it("shows a failed analysis' reason, or the spec's fallback, with Retry Analysis", () => {
    const failed = banner({ ...execution, status: 'failed', error_message: m.volumesFailed });
    expect(failed).toContain(l.failedTitle);
    expect(failed).toContain(m.volumesFailed);
    expect(failed).toContain(l.retry);
    expect(banner({ ...execution, status: 'failed' })).toContain(m.analysisError);
  });

  it('shows pending and running with their titles, the typical duration and a progress bar', () => {
    const pending = banner({ ...execution, status: 'pending' });
    expect(pending).toContain(l.pendingTitle);
    expect(pending).toContain('5-10 minutes');
    expect(pending).toContain('role="progressbar"');
    const running = banner({ ...execution, status: 'running' });
    expect(running).toContain(l.runningTitle);
    expect(running).toContain('data-value="20"');
  });
});
