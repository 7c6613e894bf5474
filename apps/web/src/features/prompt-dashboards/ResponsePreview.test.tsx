// The preview cell of a listed answer, rendered to HTML: an answer whose text the retention policy
// removed says so, with the date, instead of reading as an empty answer.
import { MantineProvider } from '@mantine/core';
import { answerTextRemoved, promptDashboardLabels as l } from '@sightline/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsePreview } from './ResponsePreview.tsx';

const preview = (response: string, textRemovedAt?: string | null) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ResponsePreview response={response} max={100} textRemovedAt={textRemovedAt} />
    </MantineProvider>,
  );

describe('ResponsePreview', () => {
  it('shows the retention line, with its date, where a removed text was', () => {
    const markup = preview('', '2028-03-04T03:17:00.000Z');
    expect(markup).toContain(answerTextRemoved('2028-03-04T03:17:00.000Z'));
    expect(markup).toContain('removed on 4 March 2028');
    expect(markup).not.toContain(l.noAnswer);
  });

  it('keeps "no answer" for an empty answer and the text for a kept one', () => {
    expect(preview('', null)).toContain(l.noAnswer);
    expect(preview('Best CRM: HubSpot', null)).toContain('Best CRM: HubSpot');
  });
});
