/**
 * The labelled sets of real answers the analyzer is measured on (files under `fixtures/answers`):
 * each set's answers, its labels, and which of its splits are held out. A held-out split is scored
 * only by `npm run accuracy:release`, never by `npm test` and never while the analyzer is changed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  analyzeGoldCase,
  type BenchAnswer,
  buildGoldCases,
  type GoldCase,
  type GoldLabel,
  type GoldScore,
  type GoldSplit,
  scoreBy,
} from '../analysis/gold-cases.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'answers');

export interface GoldSet {
  id: string;
  /** Where the answers come from, as `docs/accuracy.md` names it. */
  title: string;
  answersFile: string;
  goldFile: string;
  /** Splits in report order; `heldOut` ones were never read while tuning the analyzer. */
  splits: Array<{ split: GoldSplit; heldOut: boolean }>;
}

export const GOLD_SETS: GoldSet[] = [
  {
    id: 'product-bench',
    title: 'AI Product Bench run 1: ChatGPT web app and Google AI Mode, May 2025',
    answersFile: 'product-bench-run1.jsonl',
    goldFile: 'product-bench-run1-gold.json',
    splits: [
      { split: 'dev', heldOut: false },
      { split: 'test', heldOut: true },
    ],
  },
  {
    id: 'limelit-open',
    title:
      'Limelit Open provider captures: Claude, Gemini, Perplexity, Copilot, Google AI Overviews and AI Mode, ChatGPT (Apache-2.0)',
    answersFile: 'limelit-open.jsonl',
    goldFile: 'limelit-open-gold.json',
    // Its errors were read to find the classes of analyzer 1.5.0: a development set.
    splits: [{ split: 'dev', heldOut: false }],
  },
];

export const limelitOpen = GOLD_SETS[1] as GoldSet;

export const productBench = GOLD_SETS[0] as GoldSet;

/** The committed case file of one product-bench split (`npm run analyze -- --write-gold-cases`). */
export const goldCasesFile = (split: GoldSplit) => join(FIXTURES, `product-bench-run1-cases-${split}.jsonl`);

const readJsonLines = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

/** The gold cases of one split of a set, built from its labelled answers. */
export function loadGoldCases(set: GoldSet, split: GoldSplit): GoldCase[] {
  const answers = readJsonLines<BenchAnswer>(join(FIXTURES, set.answersFile));
  const gold: Record<string, GoldLabel> = JSON.parse(readFileSync(join(FIXTURES, set.goldFile), 'utf8'));
  return buildGoldCases(answers, gold).filter((c) => c.split === split);
}

/** Whether a set's files are in this checkout (a second set may be added later). */
export const goldSetPresent = (set: GoldSet) =>
  existsSync(join(FIXTURES, set.answersFile)) && existsSync(join(FIXTURES, set.goldFile));

export const goldCaseLines = (cases: GoldCase[]) => cases.map((c) => `${JSON.stringify(c)}\n`).join('');

/** Lines of gold cases (JSON lines with a `label`), as a split's file or a corrections export holds them. */
export const readCases = (file: string): GoldCase[] => readJsonLines<GoldCase>(file);

export interface SplitScore {
  results: ReturnType<typeof analyzeGoldCase>[];
  answers: number;
  all: GoldScore;
  byEngine: Array<[string, GoldScore]>;
}

/** Every case of a split analysed and scored, overall and per engine. */
export function scoreCases(cases: GoldCase[]): SplitScore {
  const results = cases.map(analyzeGoldCase);
  const byEngine = scoreBy(results, (c) => c.engine);
  // Brand names may hold a slash ("US Mobile / Ting"), so answers are told apart by their text.
  const answers = new Set(cases.map((c) => `${c.engine}\n${c.prompt}\n${c.answer}`)).size;
  return { results, answers, all: byEngine.all, byEngine: byEngine.groups };
}
