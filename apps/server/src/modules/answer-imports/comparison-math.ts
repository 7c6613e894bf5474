// The figures of one origin's answers (app or API) of a prompt and engine: n, the mention rate with
// its Wilson interval, the mean position with its t interval, and the cited domains with the share
// of answers citing each. Pure.
import { type OriginFigures, tInterval, wilsonInterval } from '@sightline/contracts';

export interface ComparedAnswer {
  mentioned: boolean;
  position: number | null;
  /** Distinct registrable domains the answer cited. */
  domains: string[];
}

/** Domains listed per origin. */
const TOP_DOMAINS = 8;

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const roundInterval = (i: { low: number; high: number }) => ({ low: round(i.low), high: round(i.high) });

export const originFigures = (answers: readonly ComparedAnswer[]): OriginFigures => {
  const n = answers.length;
  const mentions = answers.filter((a) => a.mentioned).length;
  const positions = answers.flatMap((a) => (a.position === null ? [] : [a.position]));
  const t = tInterval(positions);
  const counts = new Map<string, number>();
  for (const a of answers) for (const d of new Set(a.domains)) counts.set(d, (counts.get(d) ?? 0) + 1);
  return {
    answers: n,
    mentions,
    mention_rate: n ? round(mentions / n) : null,
    mention_interval: n ? roundInterval(wilsonInterval(mentions, n)) : null,
    positions: positions.length,
    position: positions.length ? round(positions.reduce((s, p) => s + p, 0) / positions.length, 2) : null,
    position_interval: t && roundInterval(t),
    domains: [...counts]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, TOP_DOMAINS)
      .map(([domain, count]) => ({
        domain,
        answers: count,
        share: round(count / n),
        interval: roundInterval(wilsonInterval(count, n)),
      })),
  };
};
