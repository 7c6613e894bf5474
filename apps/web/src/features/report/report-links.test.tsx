// The report's source links (reference websites, accuracy sources) pass the one link check.
import { MantineProvider } from '@mantine/core';
import type { ReportDocument } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccuracyPrompt } from './AccuracyPrompt.tsx';
import { ReferenceWebsites } from './ReferenceWebsites.tsx';

type Page3 = ReportDocument['query_analysis_list'][number]['page3'];
type Accuracy = ReportDocument['question_analysis_list'][number];

const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
const urls = ['https://example.com/ok', 'javascript:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)'];

describe('report links', () => {
  it('reference websites link only web URLs', () => {
    const page = {
      reference_websites: urls.map((url, i) => ({ url, count: i + 1 })),
      more_reference_websites: { sites: 0, references: 0 },
    } satisfies Page3;
    expect(hrefs(html(<ReferenceWebsites page={page} />))).toEqual(['https://example.com/ok']);
  });

  it('accuracy sources link only web URLs', () => {
    const prompt = {
      query_id: 1,
      query: 'where?',
      expected_response: 'Madrid',
      question_results: [
        {
          llm_company: 'chatgpt',
          current_rating: 8,
          previous_rating: null,
          current_response: 'Madrid',
          current_justification: null,
          current_sources: urls,
        },
      ],
    } as unknown as Accuracy;
    expect(hrefs(html(<AccuracyPrompt prompt={prompt} />))).toEqual(['https://example.com/ok']);
  });
});
