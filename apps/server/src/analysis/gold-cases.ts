/**
 * Turns the gold labels of the product bench (one label per answer: the brands it ranks, in
 * order, and the brands it only names) into the analyzer's test cases (one per answer and
 * brand), and scores the analyzer on them.
 */
import { type AnalyzeAnswerInput, analyzeAnswer } from './analyze-answer.ts';
import type { BrandInput, CompetitorInput } from './entity-matching.ts';
import { nameTokens, tokenize } from './text-normalization.ts';

/** `test` answers are frozen: scored once, by the lead, never used to tune the analyzer. */
export type GoldSplit = 'dev' | 'test';

export interface BenchAnswer {
  id: string;
  engine: string;
  prompt: string;
  answer: string;
  sources?: Array<{ url: string; title?: string }>;
  /** The brands of the answer's product category, as a project would track them. */
  category_brands?: string[];
}

export interface GoldLabel {
  split: GoldSplit;
  ranked: string[];
  mentioned: string[];
  notes?: string;
  uncertain?: boolean;
}

export interface GoldCase {
  /** `<answer id>/<brand>`, or `<brand uuid>/answer-<id>` for a user's correction. */
  id: string;
  /** `corrections`: an answer a user corrected in the app, exported as a labelled case. */
  split: GoldSplit | 'corrections';
  engine: string;
  prompt: string;
  answer: string;
  sources: Array<{ url: string; title?: string }>;
  brand: BrandInput;
  competitors: Array<string | CompetitorInput>;
  label: { mentioned: boolean; position: number | null };
}

/** Category brands absent from an answer that each answer contributes as negative cases. */
const ABSENT_CASES_PER_ANSWER = 2;

/**
 * Whether the answer's raw text (links and citations included) names `name` anywhere, in any
 * case or spacing ("KitchenAid", "Kitchen Aid"). Alternatives ("US Mobile / Ting") count
 * when any part is named. Deliberately wider than the analyzer's matching: an absent case
 * must be absent beyond doubt.
 */
export function namedInText(text: string, name: string): boolean {
  const norms = tokenize(text).map((t) => t.norm);
  const keys = name
    .replace(/\([^)]*\)/g, ' ')
    .split('/')
    .map((part) => nameTokens(part).join(''))
    .filter(Boolean);
  return keys.some((key) =>
    norms.some((_, i) => {
      let joined = '';
      for (let j = i; j < norms.length && joined.length < key.length; j++) joined += norms[j];
      return joined === key;
    }),
  );
}

/**
 * Whether one name extends the other word for word ("Hoka" and "Hoka One One"): the guide
 * labels only one entry of such a pair, so the other is neither absent nor labelled.
 */
function sameCompanyNames(a: string, b: string): boolean {
  const [short, long] = [nameTokens(a), nameTokens(b)].sort((x, y) => x.length - y.length);
  return short.every((word, i) => long[i] === word);
}

/**
 * One case per ranked brand (position = its rank), one per brand only mentioned (position
 * null) and up to two category brands the answer does not name (not mentioned), the first
 * in the category's order, leaving out the other entry of a labelled maker and line pair. Every case's competitors are the category's brands and every
 * labelled name but its own, so the analyzer knows what a project tracking that category
 * would know.
 */
export function buildGoldCases(answers: BenchAnswer[], gold: Record<string, GoldLabel>): GoldCase[] {
  const cases: GoldCase[] = [];
  for (const answer of answers) {
    const label = gold[answer.id];
    if (!label) continue;
    const category = answer.category_brands ?? [];
    const labelled = [...label.ranked, ...label.mentioned];
    const absent = category
      .filter((name) => !labelled.some((other) => sameCompanyNames(name, other)))
      .filter((name) => !namedInText(answer.answer, name))
      .slice(0, ABSENT_CASES_PER_ANSWER);
    const universe = [...new Set([...category, ...label.ranked, ...label.mentioned])].sort();
    const add = (name: string, mentioned: boolean, position: number | null) => {
      cases.push({
        id: `${answer.id}/${name}`,
        split: label.split,
        engine: answer.engine,
        prompt: answer.prompt,
        answer: answer.answer,
        sources: answer.sources ?? [],
        brand: { name },
        competitors: universe.filter((other) => other !== name),
        label: { mentioned, position },
      });
    };
    for (const [i, name] of label.ranked.entries()) add(name, true, i + 1);
    for (const name of label.mentioned) if (!label.ranked.includes(name)) add(name, true, null);
    for (const name of absent) add(name, false, null);
  }
  return cases;
}

export interface GoldScore {
  cases: number;
  exactPosition: number;
  mentionF1: number;
}

export interface CaseResult {
  goldCase: GoldCase;
  mentioned: boolean;
  position: number | null;
}

export function analyzeGoldCase(goldCase: GoldCase): CaseResult {
  const input: AnalyzeAnswerInput = {
    engine: goldCase.engine,
    prompt: goldCase.prompt,
    answer: goldCase.answer,
    sources: goldCase.sources,
    brand: goldCase.brand,
    competitors: goldCase.competitors,
  };
  const { mentioned, position } = analyzeAnswer(input);
  return { goldCase, mentioned, position };
}

/** Exact position (the analyzer's position equals the label's, null included) and mention F1. */
export function scoreResults(results: CaseResult[]): GoldScore {
  let exact = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { goldCase, mentioned, position } of results) {
    if (position === goldCase.label.position) exact++;
    if (mentioned && goldCase.label.mentioned) tp++;
    else if (mentioned) fp++;
    else if (goldCase.label.mentioned) fn++;
  }
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  return {
    cases: results.length,
    exactPosition: exact / (results.length || 1),
    mentionF1: (2 * precision * recall) / (precision + recall || 1),
  };
}

/** Scores overall and per group (engine, half…), groups in name order. */
export function scoreBy(
  results: CaseResult[],
  groupOf: (goldCase: GoldCase) => string,
): { all: GoldScore; groups: Array<[string, GoldScore]> } {
  const groups = new Map<string, CaseResult[]>();
  for (const result of results) {
    const key = groupOf(result.goldCase);
    const list = groups.get(key) ?? [];
    list.push(result);
    groups.set(key, list);
  }
  return {
    all: scoreResults(results),
    groups: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, r]) => [k, scoreResults(r)]),
  };
}

/**
 * Half of the bench an answer falls in, by its query number's parity: both engines' answers
 * to one query stay together, so a rule tuned on one half can be checked on the other.
 */
export function halfOf(goldCase: GoldCase): 'even' | 'odd' {
  const query = Number(/\d+/.exec(goldCase.id)?.[0] ?? 0);
  return query % 2 === 0 ? 'even' : 'odd';
}

export function formatScore(score: GoldScore): string {
  return `${score.cases} cases, exact position ${score.exactPosition.toFixed(3)}, mention F1 ${score.mentionF1.toFixed(3)}`;
}
