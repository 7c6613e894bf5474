import type { AnswerSpans } from '@sightline/contracts';
import {
  type BrandInput,
  type CompetitorInput,
  createEntityMatcher,
  type EntityMatcher,
  type EntityMention,
  topicWordsOf,
} from './entity-matching.ts';
import { answerSpans } from './evidence-spans.ts';
import { isNegativeContext } from './mention-context.ts';
import { extractRanking } from './ranking-extraction.ts';
import { detectRefusal, type RefusalKind } from './refusal.ts';
import { extractSources, type Source, type SourceInput } from './sources.ts';

/**
 * Stored with every analysis so positions computed under different rules are never mixed;
 * bump it whenever a change here can move a position or a mention.
 */
export const ANALYZER_VERSION = '1.5.0';

export interface AnalyzeAnswerInput {
  engine: string;
  prompt: string;
  answer: string;
  sources?: SourceInput[];
  brand: BrandInput;
  competitors?: ReadonlyArray<string | CompetitorInput>;
}

/**
 * - recommended: the answer recommends one of the brand's products (it has a position);
 * - mentioned: named, but not as a pick (a comparison, a component, a description);
 * - negative: named only to say the engine knows nothing about it or advises against it;
 * - absent: not named.
 */
type MentionState = 'recommended' | 'mentioned' | 'negative' | 'absent';

interface RankingEntry {
  position: number;
  /** The recommended item as written ("Acer Swift 3"). */
  name: string;
  /** The brand the item belongs to: the known brand or competitor, else its probable maker. */
  entity: string;
  /** The project's brand or competitor it matched, when it matched one. */
  matched_to?: string;
  is_brand: boolean;
  span: [number, number];
}

export interface AnswerAnalysis {
  analyzer_version: string;
  engine: string;
  /** True when the brand is recommended or mentioned; a negative mention is not visibility. */
  mentioned: boolean;
  mention: MentionState;
  /** 1-based rank of the brand among the distinct recommended brands; null when not ranked. */
  position: number | null;
  ranking: RankingEntry[];
  sources: Source[];
  /** Where the reading sits in the answer's text (the evidence the app highlights). */
  spans: AnswerSpans;
  /**
   * Why the answer is no answer (empty, or it refuses and recommends nothing), else null. Such an
   * answer is stored as a no-answer or a refusal and enters no denominator.
   */
  refusal: RefusalKind | null;
}

function mentionState(
  matcher: EntityMatcher,
  mentions: EntityMention[],
  maskedText: string,
  ranked: boolean,
): MentionState {
  if (ranked) return 'recommended';
  // A tracked line named after the brand ("Acme TV+" for Acme) names the brand too.
  const lines = new Set(matcher.nameExtensions.filter(([short]) => short.isBrand).map(([, long]) => long));
  const own = mentions.filter((m) => m.entity.isBrand || lines.has(m.entity));
  if (own.length === 0) return 'absent';
  return own.every((m) => isNegativeContext(maskedText, m.start)) ? 'negative' : 'mentioned';
}

/**
 * Matchers by project and question, most recently used last: a report analyses the answers
 * of one prompt on every engine and sample, and a re-analysis walks a project's history.
 */
const MATCHERS = new Map<string, EntityMatcher>();
const MATCHER_CACHE_SIZE = 256;

function matcherFor(input: AnalyzeAnswerInput, topic: ReadonlySet<string>): EntityMatcher {
  const key = JSON.stringify([input.brand, input.competitors ?? [], [...topic].sort()]);
  let matcher = MATCHERS.get(key);
  if (matcher) MATCHERS.delete(key);
  else matcher = createEntityMatcher(input.brand, input.competitors, topic);
  MATCHERS.set(key, matcher);
  if (MATCHERS.size > MATCHER_CACHE_SIZE) MATCHERS.delete(MATCHERS.keys().next().value as string);
  return matcher;
}

export function analyzeAnswer(input: AnalyzeAnswerInput): AnswerAnalysis {
  const topic = topicWordsOf(input.prompt);
  const matcher = matcherFor(input, topic);
  const sources = extractSources(input.answer, input.sources ?? [], input.brand.domain);
  const extraction = extractRanking(input.answer, matcher, {
    prompt: input.prompt,
    topic,
    citedDomains: sources.map((s) => s.domain),
  });
  const ranking: RankingEntry[] = extraction.ranking.map((entry, i) => {
    const row: RankingEntry = {
      position: i + 1,
      name: entry.name,
      entity: entry.brandName,
      is_brand: entry.entity?.isBrand ?? false,
      span: entry.span,
    };
    if (entry.entity) row.matched_to = entry.entity.name;
    return row;
  });
  const brandRow = ranking.find((row) => row.is_brand);
  const mention = mentionState(matcher, extraction.mentions, extraction.maskedText, brandRow !== undefined);
  return {
    analyzer_version: ANALYZER_VERSION,
    engine: input.engine,
    mentioned: mention === 'recommended' || mention === 'mentioned',
    mention,
    position: brandRow?.position ?? null,
    ranking,
    sources,
    spans: answerSpans(
      input.answer,
      matcher,
      extraction.mentions,
      ranking.filter((row) => row.matched_to === undefined),
      brandRow?.span ?? null,
      input.sources ?? [],
    ),
    // An answer that says it cannot recommend and then ranks products anyway has answered.
    refusal: ranking.length === 0 ? detectRefusal(input.answer) : null,
  };
}
