import { describe, expect, it } from 'vitest';
import { readTextResult, type TextResult } from './ai-sdk-call.ts';

/** Only the fields readTextResult reads; the real object comes from generateText. */
function result(partial: Partial<Record<keyof TextResult, unknown>>): TextResult {
  return {
    text: '',
    content: [],
    sources: [],
    usage: { inputTokens: 1, outputTokens: 2 },
    response: { modelId: 'm-2026' },
    ...partial,
  } as unknown as TextResult;
}

describe('readTextResult', () => {
  it('keeps text citations as cited and source parts as retrieved', () => {
    const reply = readTextResult(
      result({
        text: 'Answer',
        content: [
          {
            type: 'text',
            text: 'Answer',
            citations: [
              {
                source: { type: 'source', sourceType: 'url', id: '1', url: 'https://a.example/', title: 'A' },
              },
              {
                source: {
                  type: 'source',
                  sourceType: 'document',
                  id: '2',
                  mediaType: 'text/plain',
                  title: 'doc',
                },
              },
            ],
          },
        ],
        sources: [{ type: 'source', sourceType: 'url', id: '3', url: 'https://b.example/' }],
      }),
    );
    expect(reply).toEqual({
      text: 'Answer',
      citations: [
        { url: 'https://a.example/', title: 'A', kind: 'cited' },
        { url: 'https://b.example/', title: undefined, kind: 'retrieved' },
      ],
      searchQueries: [],
      servedModel: 'm-2026',
      usage: { inputTokens: 1, outputTokens: 2 },
    });
  });

  it('collects search queries from tool inputs and outputs in any of the shapes providers use', () => {
    const reply = readTextResult(
      result({
        content: [
          { type: 'tool-call', toolName: 'web_search', input: { query: 'q1' } },
          { type: 'tool-call', toolName: 'web_search', input: '{"queries":["q2","q3"]}' },
          {
            type: 'tool-result',
            toolName: 'web_search',
            output: { action: { type: 'search', query: 'q4' } },
          },
          { type: 'tool-result', toolName: 'web_search', output: [{ url: 'https://c.example/' }] },
        ],
      }),
    );
    expect(reply.searchQueries).toEqual(['q1', 'q2', 'q3', 'q4']);
  });
});
