// The note under a chart when an engine's served model changed, rendered to HTML.
import { MantineProvider } from '@mantine/core';
import { intervalLabels as il } from '@sightline/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dayLabel } from '../../lib/format.ts';
import { ModelChangeNotes } from './ModelChangeNotes.tsx';

describe('ModelChangeNotes', () => {
  it('says which engine moved from which model to which, and on which day', () => {
    const markup = renderToStaticMarkup(
      <MantineProvider>
        <ModelChangeNotes
          changes={[
            { date: '2026-11-11', engine: 'chatgpt', from: 'gpt-4o-2024-08-06', to: 'gpt-4o-2024-11-20' },
          ]}
        />
      </MantineProvider>,
    );
    expect(markup).toContain(il.modelChanged(dayLabel('2026-11-11')));
    expect(markup).toContain(il.modelChangedDetail('ChatGPT', 'gpt-4o-2024-08-06', 'gpt-4o-2024-11-20'));
  });

  it('shows nothing without a change', () => {
    expect(renderToStaticMarkup(<ModelChangeNotes changes={[]} />)).toBe('');
  });
});
