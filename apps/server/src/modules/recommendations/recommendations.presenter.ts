// Rows -> the reply shapes of packages/contracts/src/recommendations.ts. Pure.
import {
  type ImplementedChange,
  type RecommendationContent,
  RecommendationContentSchema,
  type RecommendationExecution,
} from '@sightline/contracts';
import type { ChangeRow, RecommendationRow } from './recommendations.repo.ts';

export const presentChange = (c: ChangeRow): ImplementedChange => ({
  id: c.id,
  report_id: c.execution_uuid,
  change_type: c.change_type,
  description: c.description,
  url: c.url,
  implementation_date: c.implementation_date,
  query_id: c.prompt_uuid,
  query_kind: c.prompt_kind,
  query_text: c.query_text,
  created_at: c.created_at.toISOString(),
});

const scopeOf = (r: RecommendationRow): RecommendationExecution['scope'] =>
  r.prompt_kind === 'RANKING' ? 'ranking-query' : r.prompt_kind === 'QUESTION' ? 'question-query' : 'project';

export const presentRecommendation = (r: RecommendationRow): RecommendationExecution => ({
  id: r.uuid,
  type: r.type,
  status: r.status,
  title: r.title,
  created_at: r.created_at.toISOString(),
  recommendations_count: r.recommendations_count,
  error_message: r.error_message,
  is_implemented: r.is_implemented,
  implemented_at: r.implemented_at?.toISOString() ?? null,
  scope: scopeOf(r),
  query_id: r.prompt_uuid,
  project_id: r.project_uuid,
});

/** The stored content, when it still reads as the contract says (null before completion). */
export const presentContent = (r: RecommendationRow): RecommendationContent | null => {
  if (r.status !== 'completed' || r.content === null) return null;
  const parsed = RecommendationContentSchema.safeParse(r.content);
  return parsed.success ? parsed.data : null;
};

/** The ids of every answer a recommendation's evidence cites, once each. */
export const evidenceAnswerIds = (content: RecommendationContent | null): number[] => {
  const ids = new Set<number>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') {
      const { evidence } = value as { evidence?: { answers?: Array<{ answer_id: number }> } };
      for (const answer of evidence?.answers ?? []) ids.add(answer.answer_id);
      for (const child of Object.values(value)) walk(child);
    }
  };
  walk(content);
  return [...ids];
};
