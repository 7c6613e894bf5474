// What an answer's reading becomes in its stored rows: its status, its mention as stored, and the
// entities it ranks under the keys competitors are merged on across answers. Pure.
import type { AnswerAnalysis } from '../../analysis/analyze-answer.ts';

const BRAND_KEY = '__brand__';

export const MENTION = {
  recommended: 'RECOMMENDED',
  mentioned: 'MENTIONED',
  negative: 'NEGATIVE',
  absent: 'ABSENT',
} as const;

/** The key competitors are merged on across answers: case, spacing and punctuation folded. */
const entityKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface AnswerEntity {
  entity_key: string;
  name: string;
  position: number | null;
  is_brand: boolean;
}

/**
 * The entities an answer ranks, one per distinct entity at its first (best) position; the brand
 * under one fixed key, as the analysis reads it (a user's correction may have moved or removed it).
 */
export const answerEntities = (analysis: AnswerAnalysis, brandName: string): AnswerEntity[] => {
  const entities = new Map<string, AnswerEntity>();
  if (analysis.mentioned) {
    const row = analysis.ranking.find((entry) => entry.is_brand);
    entities.set(BRAND_KEY, {
      entity_key: BRAND_KEY,
      name: row?.matched_to ?? brandName,
      position: analysis.position,
      is_brand: true,
    });
  }
  for (const entry of analysis.ranking) {
    if (entry.is_brand) continue;
    const key = entityKey(entry.matched_to ?? entry.entity);
    if (key && !entities.has(key))
      entities.set(key, {
        entity_key: key,
        name: entry.matched_to ?? entry.entity,
        position: entry.position,
        is_brand: false,
      });
  }
  return [...entities.values()];
};

/**
 * The status an answer's reading gives it: an empty text is no answer, a refusal is REFUSED (it keeps
 * its text, so a later analyzer may read it again), anything else is answered.
 */
export const readingStatus = (analysis: AnswerAnalysis) => {
  if (analysis.refusal === 'empty') return 'NO_ANSWER';
  return analysis.refusal ? 'REFUSED' : 'COMPLETED';
};
