// Answers are parsed in a worker, one at a time, each within a time budget. The parser is a maintained
// CommonMark one, but some inputs make it slow beyond use (ten thousand setext headings take half a
// minute, a run of nested emphasis overflows its stack), and answers come from engines and imports we
// do not control: a source it has not read in time is given up on, its worker replaced, and the
// caller shows that source as plain text. The page's thread never waits on the parser, and the parser
// (about a third of the answer screens' script) loads only when a page first shows markdown.
import type { Root } from 'mdast';

export interface ParseRequest {
  id: number;
  source: string;
}

export interface ParseReply {
  id: number;
  /** null: the parser failed on the source. */
  tree: Root | null;
}

/** What the client needs of a worker: a real one, or a stand-in in tests. */
export interface ParseWorker {
  postMessage(request: ParseRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ParseReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface ParserOptions {
  /** Starts a worker; throwing (no workers here, as in tests) means every source stays plain text. */
  spawn: () => ParseWorker;
  /** How long one source may take before it is given up on. */
  budgetMs: number;
  /** Longer sources are not parsed at all: the page would take too long to draw them. */
  maxChars: number;
  /** How many sources' trees (or failures) are kept, so an answer opened again shows at once. */
  cacheSize: number;
}

interface Job extends ParseRequest {
  resolve: (tree: Root | null) => void;
}

export const createParser = ({ spawn, budgetMs, maxChars, cacheSize }: ParserOptions) => {
  const done = new Map<string, Root | null>();
  const pending = new Map<string, Promise<Root | null>>();
  const queue: Job[] = [];
  let worker: ParseWorker | null = null;
  let current: Job | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ids = 0;

  const remember = (source: string, tree: Root | null) => {
    done.delete(source);
    done.set(source, tree);
    if (done.size > cacheSize) done.delete(done.keys().next().value as string);
  };

  const discardWorker = () => {
    worker?.terminate();
    worker = null;
  };

  const finish = (tree: Root | null) => {
    clearTimeout(timer);
    const job = current as Job;
    current = null;
    remember(job.source, tree);
    pending.delete(job.source);
    job.resolve(tree);
    next();
  };

  const start = (): ParseWorker | null => {
    try {
      const started = spawn();
      started.onmessage = ({ data }) => {
        if (current && data.id === current.id) finish(data.tree);
      };
      started.onerror = () => {
        discardWorker();
        if (current) finish(null);
      };
      return started;
    } catch {
      return null;
    }
  };

  function next() {
    if (current) return;
    const job = queue.shift();
    if (!job) return;
    current = job;
    worker ??= start();
    if (!worker) {
      finish(null);
      return;
    }
    timer = setTimeout(() => {
      discardWorker();
      finish(null);
    }, budgetMs);
    worker.postMessage({ id: job.id, source: job.source });
  }

  return {
    /** The tree of a source parsed before (null: it stays plain text); undefined if not known yet. */
    known: (source: string): Root | null | undefined => (source.length > maxChars ? null : done.get(source)),

    /** The source's tree, or null when it is to be shown as plain text. */
    parse: (source: string): Promise<Root | null> => {
      if (source.length > maxChars) return Promise.resolve(null);
      if (done.has(source)) return Promise.resolve(done.get(source) ?? null);
      const waiting = pending.get(source);
      if (waiting) return waiting;
      const promise = new Promise<Root | null>((resolve) => {
        queue.push({ id: ++ids, source, resolve });
      });
      pending.set(source, promise);
      next();
      return promise;
    },
  };
};

/** The app's parser: a module worker built by Vite, and budgets a real answer is far within. */
export const markdownParser = createParser({
  spawn: () => new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' }),
  budgetMs: 4_000,
  maxChars: 200_000,
  cacheSize: 100,
});
