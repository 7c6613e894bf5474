import { foldDiacritics } from './text-normalization.ts';

export interface AccuracyJudgeInput {
  question: string;
  expected: string;
  answer: string;
}

/** 2 correct, 1 almost correct, 0 wrong, as the accuracy dashboards show them. */
export type AccuracyRating = 0 | 1 | 2;

/** Who gave a verdict: a language model (by its model id) or the deterministic fact check below. */
type VerdictJudge = { kind: 'llm'; model: string } | { kind: 'fact_check' };

export interface AccuracyVerdict {
  rating: AccuracyRating;
  /** Out of 10, one decimal. */
  score: number;
  justification: string;
  /** Stored with the rating, so the accuracy figures can say who rated (an LLM judge may fall back). */
  judge: VerdictJudge;
}

/**
 * What the pipeline calls to rate an accuracy prompt's answer. The deterministic judge
 * below implements it; an LLM judge can implement the same contract later.
 */
export interface AccuracyJudge {
  readonly name: string;
  judge(input: AccuracyJudgeInput): Promise<AccuracyVerdict>;
}

type FactKind = 'number' | 'year' | 'name' | 'term';

interface Fact {
  kind: FactKind;
  /** As written in the expected response, for the justification. */
  text: string;
  value?: number;
  unit?: string;
  key?: string;
}

interface NumberFact {
  text: string;
  value: number;
  unit: string;
  isYear: boolean;
}

const WEIGHTS: Record<FactKind, number> = { number: 3, year: 3, name: 2, term: 1 };
/** A contradicted fact costs more than a missing one: it is wrong, not just incomplete. */
const CONTRADICTION_PENALTY = 1.5;

const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both
  but by can could did do does doing down during each few for from further had has have having he her here
  hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or
  other our out over own same she should so some such than that the their them then there these they this
  those through to too under until up very was we were what when where which while who whom why will with
  would you your yours approximately around roughly about nearly over under than per each`.split(/\s+/),
);

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  trillion: 1e12,
};

const CURRENCIES: Record<string, string> = {
  $: 'usd',
  usd: 'usd',
  dollar: 'usd',
  dollars: 'usd',
  '€': 'eur',
  eur: 'eur',
  euro: 'eur',
  euros: 'eur',
  '£': 'gbp',
  gbp: 'gbp',
  pound: 'gbp',
  pounds: 'gbp',
  '¥': 'jpy',
  yen: 'jpy',
};

const NUMBER =
  /(?<![\p{L}\d.])([$€£¥])?\s?(\d{1,3}(?:[,\u202f]\d{3})+|\d+)(?:\.(\d+))?(?:\s?(%|percent\b|[a-z€$£]{1,12}\b))?(?:\s([a-z]{2,12})\b)?/giu;

function unitOf(symbol: string | undefined, attached: string | undefined, following: string | undefined) {
  const suffixes = [attached, following].map((u) => u?.toLowerCase());
  let multiplier = 1;
  let unit = symbol ? (CURRENCIES[symbol] ?? '') : '';
  for (const u of suffixes) {
    if (!u) continue;
    if (MULTIPLIERS[u] && multiplier === 1) multiplier = MULTIPLIERS[u];
    else if (CURRENCIES[u]) unit = CURRENCIES[u];
    else if (!unit && !STOPWORDS.has(u)) unit = u === 'percent' ? '%' : u.replace(/s$/, '');
  }
  return { unit, multiplier };
}

/** Numbers with their unit or currency, tolerant of "1,000" and "1000", "$2.5 billion" and "2.5bn USD". */
export function extractNumbers(text: string): NumberFact[] {
  const facts: NumberFact[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const [whole, symbol, integer, fraction, attached, following] = match;
    const digits = integer.replace(/[,\u202f]/g, '');
    const base = Number(fraction ? `${digits}.${fraction}` : digits);
    if (!Number.isFinite(base)) continue;
    const { unit, multiplier } = unitOf(symbol, attached, following);
    const isYear = !symbol && !fraction && digits.length === 4 && base >= 1800 && base <= 2100 && unit === '';
    facts.push({ text: whole.trim(), value: base * multiplier, unit: isYear ? 'year' : unit, isYear });
  }
  return facts;
}

function sameValue(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(1e-9, Math.abs(a) * 0.005);
}

function compatibleUnits(a: string, b: string): boolean {
  return a === b || a === '' || b === '';
}

function words(text: string): string[] {
  return foldDiacritics(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Capitalised words and runs of them that do not open a sentence: names of people, places, products. */
function extractNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(
    /(?<![.!?]\s|^)\b(\p{Lu}[\p{L}'’-]+(?:\s+(?:of|de|la|van|von)?\s*\p{Lu}[\p{L}'’-]+)*)/gu,
  )) {
    const name = match[1].trim();
    if (!STOPWORDS.has(name.toLowerCase())) names.add(name);
  }
  return [...names];
}

function factsOf(expected: string, question: string): Fact[] {
  const facts: Fact[] = [];
  for (const n of extractNumbers(expected))
    facts.push({ kind: n.isYear ? 'year' : 'number', text: n.text, value: n.value, unit: n.unit });
  const questionWords = new Set(words(question));
  // What the question already names ("the Acme X1") is echoed by any answer: not evidence.
  const names = extractNames(expected).filter((name) => !words(name).every((w) => questionWords.has(w)));
  for (const name of names) facts.push({ kind: 'name', text: name, key: words(name).join(' ') });
  const nameWords = new Set(names.flatMap(words));
  const seen = new Set<string>();
  for (const word of words(expected)) {
    if (
      word.length < 4 ||
      /^\d/.test(word) ||
      STOPWORDS.has(word) ||
      questionWords.has(word) ||
      nameWords.has(word)
    )
      continue;
    const stem = word.slice(0, 6);
    if (seen.has(stem)) continue;
    seen.add(stem);
    facts.push({ kind: 'term', text: word, key: stem });
  }
  return facts;
}

type Outcome = 'match' | 'missing' | 'contradiction';

function checkFact(fact: Fact, answerNumbers: NumberFact[], answerWords: string[], answerText: string) {
  if (fact.kind === 'number' || fact.kind === 'year') {
    const isYear = fact.kind === 'year';
    const comparable = answerNumbers.filter((n) => n.isYear === isYear);
    if (
      comparable.some((n) => sameValue(n.value, fact.value ?? 0) && compatibleUnits(n.unit, fact.unit ?? ''))
    )
      return { outcome: 'match' as Outcome };
    // Only a figure of the same kind and unit can contradict ("$1,200" against "$999").
    const rival = comparable.find(
      (n) => (isYear || (fact.unit && n.unit === fact.unit)) && !sameValue(n.value, fact.value ?? 0),
    );
    return rival
      ? { outcome: 'contradiction' as Outcome, rival: rival.text }
      : { outcome: 'missing' as Outcome };
  }
  if (fact.kind === 'name')
    return { outcome: (answerText.includes(fact.key ?? '') ? 'match' : 'missing') as Outcome };
  return {
    outcome: (answerWords.some((w) => w.startsWith(fact.key ?? '')) ? 'match' : 'missing') as Outcome,
  };
}

const FACT_CHECK: VerdictJudge = { kind: 'fact_check' };

/** Score bands of the accuracy dashboards: 7.5 and above correct, 2.5 and above almost correct. */
export function ratingForScore(score: number): AccuracyRating {
  if (score >= 7.5) return 2;
  if (score >= 2.5) return 1;
  return 0;
}

function listFacts(texts: string[]): string {
  const quoted = texts.slice(0, 3).map((t) => `"${t}"`);
  return texts.length > 3 ? `${quoted.join(', ')} and ${texts.length - 3} more` : quoted.join(', ');
}

/**
 * Compares the facts of the expected response (figures with their units, years, names,
 * key terms) with the answer. Missing facts lower the score in proportion to their
 * weight; a contradicted figure or year lowers it further and caps the rating at "almost".
 */
export function judgeAccuracy(input: AccuracyJudgeInput): AccuracyVerdict {
  const facts = factsOf(input.expected, input.question);
  if (facts.length === 0)
    return {
      rating: 0,
      score: 0,
      justification: 'The expected response holds no checkable fact to compare.',
      judge: FACT_CHECK,
    };
  const answerNumbers = extractNumbers(input.answer);
  const answerWords = words(input.answer);
  const answerText = answerWords.join(' ');

  let total = 0;
  let earned = 0;
  const missing: string[] = [];
  const contradictions: string[] = [];
  for (const fact of facts) {
    const weight = WEIGHTS[fact.kind];
    total += weight;
    const result = checkFact(fact, answerNumbers, answerWords, answerText);
    if (result.outcome === 'match') earned += weight;
    else if (result.outcome === 'contradiction') {
      earned -= weight * CONTRADICTION_PENALTY;
      contradictions.push(`${fact.text} (answer: ${result.rival})`);
    } else if (fact.kind !== 'term') missing.push(fact.text);
  }
  const score = Math.round(Math.min(10, Math.max(0, (10 * earned) / total)) * 10) / 10;
  let rating = ratingForScore(score);
  if (contradictions.length > 0 && rating === 2) rating = 1;

  let justification: string;
  if (contradictions.length > 0)
    justification = `The answer contradicts the expected ${listFacts(contradictions)}${missing.length ? ` and misses ${listFacts(missing)}` : ''}.`;
  else if (missing.length > 0) justification = `The answer misses the expected ${listFacts(missing)}.`;
  else if (rating === 2) justification = 'The answer states the facts of the expected response.';
  else justification = 'The answer shares few of the key terms of the expected response.';
  return { rating, score, justification, judge: FACT_CHECK };
}

export const deterministicAccuracyJudge: AccuracyJudge = {
  name: 'deterministic',
  judge: async (input) => judgeAccuracy(input),
};
