// Which events a finished execution raises, from its answers and the previous completed execution's
// (pure: the job reads both and writes what this returns). A brand position "moves beyond noise"
// only when the two executions' 95 % intervals of a prompt × engine cell do not overlap: Student's t
// interval of the mean position, or the Wilson interval of the share of answers that rank the brand.
import {
  type Interval,
  type PositionMove,
  tInterval,
  type WebhookEventType,
  wilsonInterval,
} from '@sightline/contracts';

/** The answers of one prompt × engine cell in one execution. */
export interface RankingCell {
  prompt: string;
  engine: string;
  /** The brand's position in each completed answer; null where it was not ranked. */
  positions: (number | null)[];
}

export interface AccuracyCell {
  prompt: string;
  engine: string;
  /** The rating of each rated answer: 0 wrong, 1 almost correct, 2 correct. */
  ratings: number[];
}

export interface ExecutionSnapshot {
  status: 'COMPLETED' | 'FAILED';
  answers: number;
  engines: string[];
  error: string | null;
  ranking: RankingCell[];
  accuracy: AccuracyCell[];
  /** Competitor names (by entity key) and cited domains of this execution's answers. */
  entities: Map<string, string>;
  domains: string[];
}

export interface PreviousExecution {
  ranking: RankingCell[];
  accuracy: AccuracyCell[];
  /** Every entity key and cited domain of the brand's earlier executions. */
  seenEntities: Set<string>;
  seenDomains: Set<string>;
}

export interface DetectedEvent {
  type: WebhookEventType;
  data: Record<string, unknown>;
}

const overlap = (a: Interval, b: Interval) => a.low <= b.high && b.low <= a.high;
const round = (x: number) => Math.round(x * 100) / 100;
const ci = (i: Interval): [number, number] => [round(i.low), round(i.high)];
const cellKey = (c: { prompt: string; engine: string }) => `${c.engine}\u0000${c.prompt}`;

/** The cell's move between two executions, or null while its intervals overlap (noise). */
export const positionMove = (before: RankingCell, after: RankingCell): PositionMove | null => {
  const ranked = (c: RankingCell) => c.positions.filter((p): p is number => p !== null);
  const [b, a] = [tInterval(ranked(before)), tInterval(ranked(after))];
  const cell = { prompt: after.prompt, engine: after.engine };
  if (b && a && !overlap(b, a)) {
    return {
      ...cell,
      measure: 'position',
      // A smaller position is a better one.
      direction: a.mean < b.mean ? 'better' : 'worse',
      before: { value: round(b.mean), n: ranked(before).length, ci95: ci(b) },
      after: { value: round(a.mean), n: ranked(after).length, ci95: ci(a) },
    };
  }
  const share = (c: RankingCell) => {
    const k = ranked(c).length;
    const n = c.positions.length;
    return { k, n, interval: wilsonInterval(k, n) };
  };
  const [sb, sa] = [share(before), share(after)];
  if (sb.n === 0 || sa.n === 0 || overlap(sb.interval, sa.interval)) return null;
  return {
    ...cell,
    measure: 'ranked_share',
    direction: sa.k / sa.n > sb.k / sb.n ? 'better' : 'worse',
    before: { value: round(sb.k / sb.n), n: sb.n, ci95: ci(sb.interval) },
    after: { value: round(sa.k / sa.n), n: sa.n, ci95: ci(sa.interval) },
  };
};

/** Wrong when more than half of the cell's rated answers are rated wrong. */
const isWrong = (c: AccuracyCell) =>
  c.ratings.length > 0 && c.ratings.filter((r) => r === 0).length * 2 > c.ratings.length;

/** The events of a finished execution; `previous` is null for a brand's first completed execution. */
export const detectEvents = (now: ExecutionSnapshot, previous: PreviousExecution | null): DetectedEvent[] => {
  if (now.status === 'FAILED') return [{ type: 'execution.failed', data: { error: now.error } }];
  const events: DetectedEvent[] = [
    { type: 'execution.completed', data: { answers: now.answers, engines: now.engines } },
  ];
  // Everything is new in a first execution: no change to report yet.
  if (!previous) return events;

  const before = new Map(previous.ranking.map((c) => [cellKey(c), c]));
  const moves = now.ranking.flatMap((c) => {
    const old = before.get(cellKey(c));
    const move = old && positionMove(old, c);
    return move ? [move] : [];
  });
  if (moves.length > 0) events.push({ type: 'position.moved', data: { moves } });

  const rated = new Map(previous.accuracy.map((c) => [cellKey(c), c]));
  const wrong = now.accuracy.flatMap((c) => {
    const old = rated.get(cellKey(c));
    if (!old || old.ratings.length === 0 || isWrong(old) || !isWrong(c)) return [];
    return [
      {
        prompt: c.prompt,
        engine: c.engine,
        wrong: c.ratings.filter((r) => r === 0).length,
        n: c.ratings.length,
      },
    ];
  });
  if (wrong.length > 0) events.push({ type: 'accuracy.wrong', data: { answers: wrong } });

  const competitors = [...now.entities]
    .filter(([key]) => !previous.seenEntities.has(key))
    .map(([, name]) => name)
    .sort((a, b) => a.localeCompare(b));
  if (competitors.length > 0) events.push({ type: 'competitor.new', data: { competitors } });

  const domains = [...new Set(now.domains)].filter((d) => !previous.seenDomains.has(d)).sort();
  if (domains.length > 0) events.push({ type: 'domain.new', data: { domains } });
  return events;
};
