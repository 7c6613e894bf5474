import { describe, expect, it } from 'vitest';
import { createLiveAdapter, type ProviderReply } from './live-adapter.ts';
import { request } from './test-support/adapter-harness.ts';

function adapterReturning(reply: ProviderReply) {
  return createLiveAdapter({
    code: 'chatgpt',
    model: 'configured-model',
    timeoutMs: 1_000,
    call: async () => reply,
  });
}

describe('createLiveAdapter', () => {
  it('trims, normalises citations, dedupes queries and has no served model unless the reply names one', async () => {
    const answer = await adapterReturning({
      text: '  Answer text \n',
      citations: [
        { url: 'https://a.example/x?utm_source=openai', kind: 'retrieved' },
        { url: 'https://a.example/x', kind: 'cited', title: 'A' },
      ],
      searchQueries: ['crm', 'CRM ', ''],
    }).ask(request('chatgpt'));
    expect(answer).toMatchObject({
      status: 'answered',
      text: 'Answer text',
      citations: [{ url: 'https://a.example/x', title: 'A', kind: 'cited' }],
      searchQueries: ['crm'],
      model: 'configured-model',
      servedModel: null,
      simulated: false,
    });
    expect(answer.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports an empty answer as no_answer without sources', async () => {
    const answer = await adapterReturning({
      text: ' ',
      citations: [{ url: 'https://a.example/', kind: 'retrieved' }],
    }).ask(request('chatgpt'));
    expect(answer).toMatchObject({ status: 'no_answer', citations: [] });
  });

  it('passes the provider call a signal that the deadline aborts', async () => {
    let seen: AbortSignal | undefined;
    const adapter = createLiveAdapter({
      code: 'claude',
      model: 'm',
      timeoutMs: 20,
      call: (_req, signal) => {
        seen = signal;
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
    });
    await expect(adapter.ask(request('claude'))).rejects.toMatchObject({ kind: 'timeout', retryable: true });
    expect(seen?.aborted).toBe(true);
  });
});
