// The worker client, with a stand-in worker whose replies the test gives: one source at a time, a
// source the parser has not read within its budget given up on (its worker replaced), and no
// parsing at all where no worker starts or the source is too long to draw.
import type { Root } from 'mdast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createParser, type ParseReply, type ParseRequest, type ParseWorker } from './parser.ts';

const treeOf = (source: string): Root => ({ type: 'root', children: [{ type: 'text', value: source }] });

/** Stand-in workers: each records what it was sent, and replies when the test says so. */
const workers = () => {
  const started: (ParseWorker & {
    sent: ParseRequest[];
    terminated: boolean;
    reply: (tree?: Root | null) => void;
  })[] = [];
  const spawn = () => {
    const worker = {
      sent: [] as ParseRequest[],
      terminated: false,
      onmessage: null as ParseWorker['onmessage'],
      onerror: null as ParseWorker['onerror'],
      postMessage(request: ParseRequest) {
        this.sent.push(request);
      },
      terminate() {
        this.terminated = true;
      },
      /** Answers the last request, with the tree of its source unless told otherwise. */
      reply(tree?: Root | null) {
        const request = this.sent[this.sent.length - 1];
        const data: ParseReply = { id: request.id, tree: tree === undefined ? treeOf(request.source) : tree };
        this.onmessage?.({ data } as MessageEvent<ParseReply>);
      },
    };
    started.push(worker);
    return worker;
  };
  return { started, spawn };
};

const options = { budgetMs: 1_000, maxChars: 50, cacheSize: 2 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the markdown parser client', () => {
  it('parses one source at a time in one worker, and asks once for a source asked for twice', async () => {
    const { started, spawn } = workers();
    const parser = createParser({ spawn, ...options });
    const a = parser.parse('a');
    const again = parser.parse('a');
    const b = parser.parse('b');
    expect(started).toHaveLength(1);
    expect(started[0].sent.map((r) => r.source)).toEqual(['a']);
    started[0].reply();
    expect(await a).toEqual(treeOf('a'));
    expect(await again).toBe(await a);
    expect(started[0].sent.map((r) => r.source)).toEqual(['a', 'b']);
    started[0].reply(null);
    expect(await b).toBeNull();
    expect(parser.known('a')).toEqual(treeOf('a'));
    expect(parser.known('b')).toBeNull();
    expect(parser.known('c')).toBeUndefined();
  });

  it('gives up on a source not read within the budget, and reads the next in a new worker', async () => {
    const { started, spawn } = workers();
    const parser = createParser({ spawn, ...options });
    const hostile = parser.parse('a\n=\n'.repeat(10));
    const next = parser.parse('next');
    vi.advanceTimersByTime(options.budgetMs - 1);
    expect(started[0].terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await hostile).toBeNull();
    expect(started[0].terminated).toBe(true);
    expect(started[1].sent.map((r) => r.source)).toEqual(['next']);
    started[1].reply();
    expect(await next).toEqual(treeOf('next'));
    // Given up on for good: it is not tried again.
    expect(await parser.parse('a\n=\n'.repeat(10))).toBeNull();
    expect(started).toHaveLength(2);
  });

  it('ignores a late reply to a source it gave up on', async () => {
    const { started, spawn } = workers();
    const parser = createParser({ spawn, ...options });
    const slow = parser.parse('slow');
    vi.advanceTimersByTime(options.budgetMs);
    const next = parser.parse('next');
    started[0].onmessage?.({
      data: { id: started[0].sent[0].id, tree: treeOf('late') },
    } as MessageEvent<ParseReply>);
    expect(await slow).toBeNull();
    started[1].reply();
    expect(await next).toEqual(treeOf('next'));
  });

  it('keeps plain text where the worker fails, no worker starts, or the source is too long', async () => {
    const { started, spawn } = workers();
    const parser = createParser({ spawn, ...options });
    const failing = parser.parse('x');
    started[0].onerror?.({} as ErrorEvent);
    expect(await failing).toBeNull();
    expect(started[0].terminated).toBe(true);

    expect(await parser.parse('y'.repeat(options.maxChars + 1))).toBeNull();
    expect(parser.known('y'.repeat(options.maxChars + 1))).toBeNull();

    const none = createParser({
      spawn: () => {
        throw new ReferenceError('Worker is not defined');
      },
      ...options,
    });
    expect(await none.parse('z')).toBeNull();
  });

  it('forgets the trees read longest ago beyond its cache size', async () => {
    const { started, spawn } = workers();
    const parser = createParser({ spawn, ...options });
    for (const source of ['a', 'b', 'c']) {
      const tree = parser.parse(source);
      started[0].reply();
      await tree;
    }
    expect(parser.known('a')).toBeUndefined();
    expect(parser.known('c')).toEqual(treeOf('c'));
  });
});
