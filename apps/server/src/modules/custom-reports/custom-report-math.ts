// Pure figures of the custom report's pages: the spec's cuts (characters, top lists with the client
// first), the share-of-voice chart of 6 entities plus Others, and the accuracy timeline thinned to at
// most 14 columns with the last one kept.
import {
  CUSTOM_REPORT_OTHERS,
  type CustomReportRankingPrompt,
  CUSTOM_REPORT_LIMITS as L,
  round1,
} from '@sightline/contracts';

/** The text cut to `max` characters, with an ellipsis when it was longer. */
export const cutText = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** The first `n` words, with an ellipsis when there were more. */
export const firstWords = (text: string, n: number) => {
  const words = text.trim().split(/\s+/);
  return words.length <= n ? words.join(' ') : `${words.slice(0, n).join(' ')}…`;
};

/** The top `n` rows (in the order given), the client's row first whether or not it made the cut. */
export const clientFirstTop = <T extends { is_client: boolean }>(rows: readonly T[], n: number): T[] => {
  const client = rows.find((r) => r.is_client);
  const others = rows.filter((r) => !r.is_client);
  return client ? [client, ...others.slice(0, n - 1)] : others.slice(0, n);
};

/**
 * Share of voice per provider: each provider's mentions of each entity over all its entity mentions.
 * The chart draws the `L.shareOfVoiceCompetitors` entities with the most mentions over all providers
 * and 'Others' as 100 minus their sum (0 for a provider without mentions).
 */
export const shareOfVoiceByProvider = (
  mentions: readonly {
    provider: string;
    entities: readonly { name: string; is_client: boolean; count: number }[];
  }[],
): CustomReportRankingPrompt['share_of_voice'] => {
  const totals = new Map<string, { count: number; is_client: boolean }>();
  for (const p of mentions)
    for (const e of p.entities) {
      const t = totals.get(e.name) ?? { count: 0, is_client: e.is_client };
      t.count += e.count;
      totals.set(e.name, t);
    }
  const drawn = [...totals.entries()]
    .filter(([, t]) => t.count > 0)
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .slice(0, L.shareOfVoiceCompetitors);
  const providerTotals = mentions.map((p) => p.entities.reduce((n, e) => n + e.count, 0));
  const series = drawn.map(([name, t]) => ({
    name,
    is_client: t.is_client,
    values: mentions.map((p, i) => {
      const count = p.entities.find((e) => e.name === name)?.count ?? 0;
      return providerTotals[i] ? round1((count / providerTotals[i]) * 100) : 0;
    }),
  }));
  const others = mentions.map((_, i) =>
    providerTotals[i] ? Math.max(0, round1(100 - series.reduce((n, s) => n + s.values[i], 0))) : 0,
  );
  return {
    providers: mentions.map((p) => p.provider),
    series: [...series, { name: CUSTOM_REPORT_OTHERS, is_client: false, values: others }],
  };
};

/** At most `max` columns, taken by an even stride; the last column is always kept. */
export const thinColumns = <T>(columns: readonly T[], max: number = L.timelineColumns): T[] => {
  if (columns.length <= max) return [...columns];
  const stride = Math.ceil(columns.length / max);
  const last = columns.length - 1;
  const kept = columns.filter((_, i) => (last - i) % stride === 0);
  return kept.slice(-max);
};

/** Spec 4: a timeline cell's punctuation (average rating) is correct from 1.5, almost from 0.5. */
export const punctuationClass = (p: number | null): 'correct' | 'almost-correct' | 'wrong' | 'no-data' =>
  p === null ? 'no-data' : p >= 1.5 ? 'correct' : p >= 0.5 ? 'almost-correct' : p >= 0 ? 'wrong' : 'no-data';

/** The client's position per provider and day, from the dashboard's daily chart (days without none dropped). */
export const positionTimeline = (chart: {
  labels: readonly string[];
  datasets: readonly { label: string; data: readonly (number | null)[] }[];
}): CustomReportRankingPrompt['position_timeline'] =>
  chart.datasets.flatMap((d) =>
    chart.labels.flatMap((date, i) => {
      const position = d.data[i];
      return position === null || position === undefined ? [] : [{ date, llm_company: d.label, position }];
    }),
  );
