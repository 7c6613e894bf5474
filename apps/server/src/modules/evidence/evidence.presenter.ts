// Rows of answers as evidence -> the reply shapes of packages/contracts; corrections -> the gold cases
// of fixtures/answers (the analyzer's labelled test input).
import type { AnswerEvidence, AnswerSpans, TextSpan } from '@sightline/contracts';
import type { GoldCase } from '../../analysis/gold-cases.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import type { CorrectedAnswerRow, EvidenceRow } from './evidence.repo.ts';

export const presentEvidence = (row: EvidenceRow, project: ProjectRow): AnswerEvidence => ({
  id: Number(row.id),
  provider: row.engine,
  prompt: row.query_text,
  executed_at: row.executed_at.toISOString(),
  simulated: row.simulated,
  text: row.answer_text ?? '',
  text_removed_at: row.text_removed_at?.toISOString() ?? null,
  brand: project.entity_label || project.entity_name,
  mention: row.mention,
  position: row.position,
  spans: row.spans,
  analyzer_version: row.analyzer_version,
  sources: row.sources,
  correction: row.correction && {
    ...row.correction,
    created_at: new Date(row.correction.created_at).toISOString(),
  },
});

/**
 * A corrected answer as a labelled case in the gold format: the brand's names and known competitors
 * as the analyzer saw them, the user's reading as the label.
 */
export const presentCorrectionCase = (row: CorrectedAnswerRow, project: ProjectRow): GoldCase => ({
  id: `${project.uuid}/${row.origin === 'app' ? 'imported-answer' : 'answer'}-${row.id}`,
  split: 'corrections',
  engine: row.engine,
  prompt: row.query_text,
  answer: row.answer_text,
  sources: row.sources.map((s) => (s.title ? { url: s.url, title: s.title } : { url: s.url })),
  brand: {
    name: project.entity_name,
    ...(project.entity_label ? { label: project.entity_label } : {}),
    ...(project.aliases.length ? { aliases: project.aliases } : {}),
    ...(project.domain ? { domain: project.domain } : {}),
  },
  competitors: row.competitors.map((c) => (c.aliases.length ? c : c.name)),
  label: {
    mentioned: row.kind !== 'NOT_MY_BRAND',
    position: row.kind === 'NOT_MY_BRAND' ? null : row.position,
  },
});

/**
 * The item that gave an answer its position, alone, with the spans inside it made relative to it (the
 * printable report shows where each position comes from without the whole answer); null without one.
 */
export const presentItemEvidence = (text: string, spans: AnswerSpans) => {
  if (!spans.position) return null;
  const [from, to] = spans.position;
  const inside = (list: readonly TextSpan[]) =>
    list.filter(([s, e]) => s >= from && e <= to).map(([s, e]): TextSpan => [s - from, e - from]);
  return {
    text: text.slice(from, to),
    spans: {
      brand: inside(spans.brand),
      competitors: spans.competitors
        .map((c) => ({ name: c.name, spans: inside(c.spans) }))
        .filter((c) => c.spans.length > 0),
      position: [0, to - from] as TextSpan,
      citations: spans.citations.flatMap((c) => inside([c.span]).map((span) => ({ span, url: c.url }))),
    },
  };
};
