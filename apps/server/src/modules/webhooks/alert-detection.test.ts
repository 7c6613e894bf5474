import { describe, expect, it } from 'vitest';
import {
  type AccuracyCell,
  detectEvents,
  type ExecutionSnapshot,
  type PreviousExecution,
  positionMove,
  type RankingCell,
} from './alert-detection.ts';

const cell = (positions: (number | null)[], prompt = 'best crm', engine = 'chatgpt'): RankingCell => ({
  prompt,
  engine,
  positions,
});
const rated = (ratings: number[], prompt = 'where is acme based?', engine = 'claude'): AccuracyCell => ({
  prompt,
  engine,
  ratings,
});
const snapshot = (over: Partial<ExecutionSnapshot> = {}): ExecutionSnapshot => ({
  status: 'COMPLETED',
  answers: 6,
  engines: ['chatgpt', 'claude'],
  error: null,
  ranking: [],
  accuracy: [],
  entities: new Map(),
  domains: [],
  ...over,
});
const before = (over: Partial<PreviousExecution> = {}): PreviousExecution => ({
  ranking: [],
  accuracy: [],
  seenEntities: new Set(),
  seenDomains: new Set(),
  ...over,
});
const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('a position move beyond noise', () => {
  it('is reported when the t intervals of the mean position do not overlap', () => {
    const move = positionMove(cell([2, 2, 3]), cell([6, 7, 6]));
    expect(move).toMatchObject({ measure: 'position', direction: 'worse' });
    expect(move?.before).toMatchObject({ value: 2.33, n: 3 });
    expect(move?.after.ci95?.[0]).toBeGreaterThan(move!.before.ci95![1]);
  });

  it('is noise while the intervals overlap', () => {
    expect(positionMove(cell([2, 5, 3]), cell([3, 6, 4]))).toBeNull();
  });

  it('falls back to the Wilson interval of the share of answers ranking the brand', () => {
    const move = positionMove(cell(Array(12).fill(3)), cell([...Array(12).fill(null)]));
    expect(move).toMatchObject({ measure: 'ranked_share', direction: 'worse' });
    expect(move?.before.value).toBe(1);
    expect(move?.after.value).toBe(0);
  });

  it('does not call 3 of 3 against 0 of 3 a move: the Wilson intervals still overlap', () => {
    expect(positionMove(cell([1, 1, 1]), cell([null, null, null]))).toBeNull();
  });

  it('calls a smaller position better', () => {
    expect(positionMove(cell([8, 9, 8]), cell([1, 2, 1]))?.direction).toBe('better');
  });
});

describe('the events of a finished execution', () => {
  it('is only "failed" for a failed execution', () => {
    expect(
      detectEvents(snapshot({ status: 'FAILED', error: 'No engine returned an answer.' }), before()),
    ).toEqual([{ type: 'execution.failed', data: { error: 'No engine returned an answer.' } }]);
  });

  it('reports completion alone for a first execution: nothing is new against nothing', () => {
    const events = detectEvents(
      snapshot({ entities: new Map([['hubspot', 'HubSpot']]), domains: ['g2.com'] }),
      null,
    );
    expect(types(events)).toEqual(['execution.completed']);
  });

  it('reports each kind of change against the previous execution', () => {
    const events = detectEvents(
      snapshot({
        ranking: [cell([1, 1, 2]), cell([4, 4, 4], 'top crm')],
        accuracy: [rated([0, 0, 2])],
        entities: new Map([
          ['hubspot', 'HubSpot'],
          ['pipedrive', 'Pipedrive'],
        ]),
        domains: ['g2.com', 'capterra.com', 'g2.com'],
      }),
      before({
        ranking: [cell([5, 6, 5]), cell([4, 5, 4], 'top crm')],
        accuracy: [rated([2, 2, 1])],
        seenEntities: new Set(['hubspot']),
        seenDomains: new Set(['g2.com']),
      }),
    );
    expect(types(events)).toEqual([
      'execution.completed',
      'position.moved',
      'accuracy.wrong',
      'competitor.new',
      'domain.new',
    ]);
    expect(events[1].data.moves).toHaveLength(1);
    expect(events[1].data.moves).toMatchObject([{ prompt: 'best crm', direction: 'better' }]);
    expect(events[2].data).toEqual({
      answers: [{ prompt: 'where is acme based?', engine: 'claude', wrong: 2, n: 3 }],
    });
    expect(events[3].data).toEqual({ competitors: ['Pipedrive'] });
    expect(events[4].data).toEqual({ domains: ['capterra.com'] });
  });

  it('does not report an answer that was already wrong, or one wrong in half of the answers', () => {
    const events = detectEvents(
      snapshot({ accuracy: [rated([0, 0, 0]), rated([0, 2], 'other')] }),
      before({ accuracy: [rated([0, 0, 1]), rated([2, 2], 'other')] }),
    );
    expect(types(events)).toEqual(['execution.completed']);
  });
});
