import { intervalLabels as il } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { modelChangeMarkers, modelChangeNote } from './model-changes.ts';

const change = (from: string, to: string) => ({ engine: 'chatgpt', date: '2026-11-03', from, to });

describe('a change of served model on a trend', () => {
  it('reads as a model change between two live models', () => {
    const c = change('gpt-4o-2024-08-06', 'gpt-4o-2024-11-20');
    expect(modelChangeMarkers(['2026-11-01', '2026-11-08'], [c])).toEqual([
      { index: 0, text: il.modelChanged('Nov 3') },
    ]);
  });

  it('says where the trend crosses from sandbox to live answers, and back', () => {
    expect(modelChangeNote(change('sandbox-chatgpt-1', 'gpt-4o-2024-11-20'))).toMatch(
      new RegExp(`^${il.simulatedToLive('Nov 3')} — ChatGPT: sandbox-chatgpt-1 → gpt-4o-2024-11-20$`),
    );
    expect(modelChangeMarkers(['2026-11-01'], [change('gpt-4o-2024-11-20', 'sandbox-chatgpt-1')])).toEqual([
      { index: 0, text: il.liveToSimulated('Nov 3') },
    ]);
  });
});
