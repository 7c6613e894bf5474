// The evidence rules: what the brand's collected answers say it should change. Pure; each rule takes
// answers (of one execution, and of the one before where it compares) and returns findings that keep
// the answers and sources that caused them, so every recommendation can show and link its evidence.
import { EVIDENCE_ANSWERS_MAX, type Evidence } from '@sightline/contracts';
import { foldText, splitSentences, truncate } from '../website/text-utils.ts';

interface EvidenceEntity {
  key: string;
  name: string;
  position: number | null;
  isBrand: boolean;
}

interface EvidenceSource {
  url: string;
  domain: string;
  title: string | null;
  isClient: boolean;
}

/** One collected answer with what the analysis found in it. */
export interface AnswerFacts {
  id: number;
  executionId: number;
  promptId: number;
  promptUuid: string;
  kind: 'RANKING' | 'QUESTION';
  queryText: string;
  expected: string | null;
  engine: string;
  collectedAt: Date | null;
  /** Null once the retention policy removed it: the answer's figures still count, nothing quotes it. */
  text: string | null;
  /** The brand is named (recommended, mentioned or criticised). */
  brandMentioned: boolean;
  /** The brand's place in the answer's ranking, when ranked. */
  position: number | null;
  /** 2 correct, 1 almost correct, 0 wrong (accuracy prompts). */
  rating: number | null;
  justification: string | null;
  entities: readonly EvidenceEntity[];
  sources: readonly EvidenceSource[];
}

const EXCERPT_CHARS = 200;

/** The evidence block of a finding: its answers (at most EVIDENCE_ANSWERS_MAX) and sources. */
export const evidenceOf = (answers: readonly AnswerFacts[], sources: readonly string[] = []): Evidence => {
  const quoted = answers.filter(hasText).slice(0, EVIDENCE_ANSWERS_MAX);
  return {
    answers: quoted.map((a) => ({
      answer_id: a.id,
      query_id: a.promptUuid,
      prompt_kind: a.kind,
      query_text: a.queryText,
      engine: a.engine,
      collected_at: a.collectedAt?.toISOString() ?? null,
      excerpt: truncate(a.text.replace(/\s+/g, ' ').trim(), EXCERPT_CHARS),
      sources: [...new Set(a.sources.map((s) => s.url))],
    })),
    sources: [...new Set(sources.length > 0 ? sources : quoted.flatMap((a) => a.sources.map((s) => s.url)))],
  };
};

/** An answer whose text is still kept, to quote or read words from. */
const hasText = (a: AnswerFacts): a is AnswerFacts & { text: string } => a.text !== null;

const competitorsOf = (a: AnswerFacts) => a.entities.filter((e) => !e.isBrand);

const groupBy = <T, K>(items: readonly T[], key: (t: T) => K) => {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;

// ---------------------------------------------------------------------------------------------
// Rule 1: domains cited for competitors but never for the brand.

export interface SourceGap {
  domain: string;
  /** Competitors named in the answers that cited it. */
  competitors: string[];
  urls: string[];
  titles: string[];
  answers: AnswerFacts[];
  promptIds: number[];
}

/**
 * Domains cited in answers that name a competitor, and never in an answer that names the brand (nor
 * the brand's own domain): places where engines find the competitors and not the brand. Most cited
 * first.
 */
export const sourceGaps = (answers: readonly AnswerFacts[]): SourceGap[] => {
  const withBrand = new Set(
    answers.filter((a) => a.brandMentioned).flatMap((a) => a.sources.map((s) => s.domain)),
  );
  const gaps = new Map<string, SourceGap>();
  for (const a of answers) {
    const competitors = competitorsOf(a);
    if (competitors.length === 0 || a.brandMentioned) continue;
    for (const s of a.sources) {
      if (s.isClient || withBrand.has(s.domain)) continue;
      const gap = gaps.get(s.domain) ?? {
        domain: s.domain,
        competitors: [],
        urls: [],
        titles: [],
        answers: [],
        promptIds: [],
      };
      for (const c of competitors) if (!gap.competitors.includes(c.name)) gap.competitors.push(c.name);
      if (!gap.urls.includes(s.url)) gap.urls.push(s.url);
      if (s.title && !gap.titles.includes(s.title)) gap.titles.push(s.title);
      if (!gap.answers.includes(a)) gap.answers.push(a);
      if (!gap.promptIds.includes(a.promptId)) gap.promptIds.push(a.promptId);
      gaps.set(s.domain, gap);
    }
  }
  return [...gaps.values()].sort(
    (x, y) => y.answers.length - x.answers.length || x.domain.localeCompare(y.domain),
  );
};

// ---------------------------------------------------------------------------------------------
// Rule 2: prompts where the brand is absent or slipping while named competitors rise.

interface RisingCompetitor {
  name: string;
  position: number | null;
  previousPosition: number | null;
  appearances: number;
  previousAppearances: number;
}

export interface ContentGap {
  promptId: number;
  promptUuid: string;
  queryText: string;
  status: 'absent' | 'slipping';
  brandRate: number;
  previousBrandRate: number | null;
  brandPosition: number | null;
  previousBrandPosition: number | null;
  rising: RisingCompetitor[];
  /** Terms of the answers that name the competitors: what the brand's content should cover. */
  keywords: string[];
  answers: AnswerFacts[];
}

interface PromptStats {
  rate: number;
  position: number | null;
  competitors: Map<string, { name: string; positions: number[]; appearances: number }>;
}

const promptStats = (answers: readonly AnswerFacts[]): PromptStats => {
  const competitors = new Map<string, { name: string; positions: number[]; appearances: number }>();
  for (const a of answers)
    for (const e of competitorsOf(a)) {
      const c = competitors.get(e.key) ?? { name: e.name, positions: [], appearances: 0 };
      c.appearances += 1;
      if (e.position !== null) c.positions.push(e.position);
      competitors.set(e.key, c);
    }
  return {
    rate: answers.length === 0 ? 0 : answers.filter((a) => a.brandMentioned).length / answers.length,
    position: mean(answers.flatMap((a) => (a.position === null ? [] : [a.position]))),
    competitors,
  };
};

/** A competitor rises when it is new, named more often, or ranked higher (a lower number). */
const risingCompetitors = (now: PromptStats, before: PromptStats | null): RisingCompetitor[] =>
  [...now.competitors.entries()]
    .map(([key, c]) => {
      const prev = before?.competitors.get(key);
      return {
        name: c.name,
        position: mean(c.positions),
        previousPosition: prev ? mean(prev.positions) : null,
        appearances: c.appearances,
        previousAppearances: prev?.appearances ?? 0,
      };
    })
    .filter(
      (c) =>
        before === null ||
        c.previousAppearances === 0 ||
        c.appearances > c.previousAppearances ||
        (c.position !== null && c.previousPosition !== null && c.position < c.previousPosition),
    )
    .sort((x, y) => y.appearances - x.appearances || (x.position ?? 99) - (y.position ?? 99));

/** Below this mention rate the brand counts as absent from the prompt's answers. */
const ABSENT_RATE = 0.5;
/** Position worse by at least this much (places) counts as slipping. */
const SLIP_PLACES = 0.5;
/** Mention rate lower by at least this much counts as slipping. */
const SLIP_RATE = 0.1;

export const contentGaps = (
  current: readonly AnswerFacts[],
  previous: readonly AnswerFacts[],
): ContentGap[] => {
  const before = groupBy(
    previous.filter((a) => a.kind === 'RANKING'),
    (a) => a.promptId,
  );
  const gaps: ContentGap[] = [];
  for (const [promptId, answers] of groupBy(
    current.filter((a) => a.kind === 'RANKING'),
    (a) => a.promptId,
  )) {
    const now = promptStats(answers);
    const prevAnswers = before.get(promptId) ?? [];
    const then = prevAnswers.length > 0 ? promptStats(prevAnswers) : null;
    const absent = now.rate < ABSENT_RATE;
    const slipping =
      then !== null &&
      (now.rate <= then.rate - SLIP_RATE ||
        (now.position !== null && then.position !== null && now.position >= then.position + SLIP_PLACES));
    if (!absent && !slipping) continue;
    const rising = risingCompetitors(now, then);
    if (rising.length === 0) continue;
    const withCompetitors = answers.filter((a) => competitorsOf(a).length > 0);
    gaps.push({
      promptId,
      promptUuid: answers[0].promptUuid,
      queryText: answers[0].queryText,
      status: absent ? 'absent' : 'slipping',
      brandRate: now.rate,
      previousBrandRate: then?.rate ?? null,
      brandPosition: now.position,
      previousBrandPosition: then?.position ?? null,
      rising,
      keywords: keywordsOf(
        withCompetitors.filter(hasText).map((a) => a.text),
        [...rising.map((c) => c.name), ...answers.flatMap((a) => a.entities.map((e) => e.name))],
      ),
      answers: withCompetitors,
    });
  }
  return gaps.sort((x, y) =>
    x.status === y.status ? y.rising.length - x.rising.length : x.status === 'absent' ? -1 : 1,
  );
};

// ---------------------------------------------------------------------------------------------
// Rule 3: competitor shifts between executions, with the sources that appeared with them.

export interface CompetitorShift {
  promptId: number;
  promptUuid: string;
  queryText: string;
  competitor: string;
  kind: 'appeared' | 'dropped' | 'moved';
  oldPosition: number | null;
  newPosition: number | null;
  appearances: number;
  previousAppearances: number;
  /** Domains cited with the competitor now and not before (appeared), or before and not now (dropped). */
  newSources: string[];
  lostSources: string[];
  answers: AnswerFacts[];
}

/** A change of average position of at least this many places is a shift. */
const SHIFT_PLACES = 1;

export const competitorShifts = (
  current: readonly AnswerFacts[],
  previous: readonly AnswerFacts[],
): CompetitorShift[] => {
  if (previous.length === 0) return [];
  const rank = (as: readonly AnswerFacts[]) => as.filter((a) => a.kind === 'RANKING');
  const before = groupBy(rank(previous), (a) => a.promptId);
  const after = groupBy(rank(current), (a) => a.promptId);
  const shifts: CompetitorShift[] = [];
  for (const [promptId, nowAnswers] of after) {
    const thenAnswers = before.get(promptId);
    if (!thenAnswers) continue;
    const keys = new Set([...nowAnswers, ...thenAnswers].flatMap((a) => competitorsOf(a).map((e) => e.key)));
    for (const key of keys) {
      const withIt = (as: readonly AnswerFacts[]) =>
        as.filter((a) => a.entities.some((e) => e.key === key && !e.isBrand));
      const nowWith = withIt(nowAnswers);
      const thenWith = withIt(thenAnswers);
      const positions = (as: readonly AnswerFacts[]) =>
        mean(
          as.flatMap((a) =>
            a.entities.filter((e) => e.key === key && e.position !== null).map((e) => e.position!),
          ),
        );
      const oldPosition = positions(thenWith);
      const newPosition = positions(nowWith);
      const domains = (as: readonly AnswerFacts[]) =>
        new Set(as.flatMap((a) => a.sources.map((s) => s.domain)));
      const nowDomains = domains(nowWith);
      const thenDomains = domains(thenWith);
      const kind =
        thenWith.length === 0
          ? 'appeared'
          : nowWith.length === 0
            ? 'dropped'
            : oldPosition !== null &&
                newPosition !== null &&
                Math.abs(newPosition - oldPosition) >= SHIFT_PLACES
              ? 'moved'
              : null;
      if (!kind) continue;
      const name = [...nowWith, ...thenWith].flatMap((a) => a.entities).find((e) => e.key === key)!.name;
      shifts.push({
        promptId,
        promptUuid: nowAnswers[0].promptUuid,
        queryText: nowAnswers[0].queryText,
        competitor: name,
        kind,
        oldPosition,
        newPosition,
        appearances: nowWith.length,
        previousAppearances: thenWith.length,
        newSources: [...nowDomains].filter((d) => !thenDomains.has(d)).sort(),
        lostSources: [...thenDomains].filter((d) => !nowDomains.has(d)).sort(),
        answers: nowWith.length > 0 ? nowWith : thenWith,
      });
    }
  }
  return shifts.sort(
    (x, y) =>
      Math.abs((y.newPosition ?? 0) - (y.oldPosition ?? 0)) -
        Math.abs((x.newPosition ?? 0) - (x.oldPosition ?? 0)) || x.competitor.localeCompare(y.competitor),
  );
};

// ---------------------------------------------------------------------------------------------
// Rule 4: accuracy answers rated wrong or partial, with the claims that differ from the expected one.

interface DifferingClaim {
  claim: string;
  answerId: number;
  engine: string;
}

export interface AccuracyFinding {
  promptId: number;
  promptUuid: string;
  queryText: string;
  expected: string;
  /** Mean rating over the prompt's answers: >= 1.5 correct, >= 0.5 partial, else incorrect. */
  meanRating: number;
  verdict: true | 'Partially' | false;
  wrong: number;
  partial: number;
  rated: number;
  claims: DifferingClaim[];
  /** Sources of the wrong or partial answers: where the differing claims come from. */
  sources: EvidenceSource[];
  justifications: string[];
  answers: AnswerFacts[];
}

const CLAIMS_PER_ANSWER = 2;

/** The verdict of a mean rating (spec 3 section 4's timeline classes). */
const verdictOf = (meanRating: number): true | 'Partially' | false =>
  meanRating >= 1.5 ? true : meanRating >= 0.5 ? 'Partially' : false;

/** Numbers, years and capitalised names: the checkable facts of a sentence. */
const factsOf = (s: string) =>
  new Set(
    [...s.matchAll(/\b\d[\d.,]*\b|\b\p{Lu}[\p{L}\p{N}-]{2,}\b/gu)]
      .map((m) => foldText(m[0]))
      .filter((f) => f && !STOPWORDS.has(f)),
  );

/**
 * The sentences of an answer that state facts the expected response does not hold: a number, a
 * year or a name it does not contain, in a sentence on the question's topic. Most such facts first.
 */
export const differingClaims = (answer: string, expected: string, question: string): string[] => {
  const expectedFacts = factsOf(expected);
  const expectedWords = new Set(words(expected));
  const topic = new Set([...words(question), ...expectedWords]);
  return splitSentences(answer.replace(/[#*_>`]+/g, ' '))
    .map((sentence) => {
      const onTopic = words(sentence).some((w) => topic.has(w));
      const foreign = [...factsOf(sentence)].filter((f) => !expectedFacts.has(f) && !expectedWords.has(f));
      return { sentence: sentence.trim(), score: onTopic ? foreign.length : 0 };
    })
    .filter((c) => c.score > 0)
    .sort((x, y) => y.score - x.score)
    .map((c) => truncate(c.sentence, 240));
};

export const accuracyFindings = (answers: readonly AnswerFacts[]): AccuracyFinding[] =>
  [
    ...groupBy(
      answers.filter((a) => a.kind === 'QUESTION' && a.rating !== null),
      (a) => a.promptId,
    ).values(),
  ].map((rated) => {
    const first = rated[0];
    const meanRating = mean(rated.map((a) => a.rating!))!;
    const off = rated.filter((a) => a.rating! < 2);
    const expected = first.expected ?? '';
    const claims = off.filter(hasText).flatMap((a) =>
      differingClaims(a.text, expected, a.queryText)
        .slice(0, CLAIMS_PER_ANSWER)
        .map((claim) => ({ claim, answerId: a.id, engine: a.engine })),
    );
    const sources = new Map<string, EvidenceSource>();
    for (const a of off) for (const s of a.sources) sources.set(s.url, s);
    return {
      promptId: first.promptId,
      promptUuid: first.promptUuid,
      queryText: first.queryText,
      expected,
      meanRating,
      verdict: verdictOf(meanRating),
      wrong: rated.filter((a) => a.rating === 0).length,
      partial: rated.filter((a) => a.rating === 1).length,
      rated: rated.length,
      claims,
      sources: [...sources.values()],
      justifications: [...new Set(off.flatMap((a) => (a.justification ? [a.justification] : [])))],
      answers: off.length > 0 ? off : rated,
    };
  });

// ---------------------------------------------------------------------------------------------
// Keywords: the terms the answers use, for target keywords and semantic ideas.

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
  best between both but by can could did do does doing down during each few for from further good great had
  has have having here how however i if in into is it its itself just like long make many may me more most
  much must my no nor not now of off often on once one only or other our out over own per same see should
  so some such than that the their them then there these they this those through to too top under until up
  use used using very was way we well were what when where which while who whom why will with within would
  you your yours known offers offer provides provide include includes including option options choice
  features feature based popular well-known various several also consider considered available overall
  key ideal users user help helps new first`.split(/\s+/),
);

const words = (s: string) =>
  foldText(s)
    .split(' ')
    .filter((w) => w.length > 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w));

const KEYWORDS_MAX = 8;

/**
 * The most frequent terms and two-word phrases of `texts` (counted once per text), without the
 * names in `exclude` (brands and competitors): phrases first when they recur.
 */
export const keywordsOf = (texts: readonly string[], exclude: readonly string[]): string[] => {
  const excluded = new Set(exclude.flatMap((n) => foldText(n).split(' ')));
  const counts = new Map<string, number>();
  for (const t of texts) {
    const seen = new Set<string>();
    for (const sentence of splitSentences(t.replace(/[#*_>`|]+/g, ' '))) {
      const ws = words(sentence).filter((w) => !excluded.has(w));
      ws.forEach((w, i) => {
        seen.add(w);
        if (i > 0) seen.add(`${ws[i - 1]} ${w}`);
      });
    }
    for (const term of seen) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const recurring = [...counts.entries()].filter(([term, n]) => n >= (term.includes(' ') ? 2 : 1));
  recurring.sort(
    (x, y) =>
      y[1] - x[1] || Number(y[0].includes(' ')) - Number(x[0].includes(' ')) || x[0].localeCompare(y[0]),
  );
  const out: string[] = [];
  for (const [term] of recurring) {
    if (out.length >= KEYWORDS_MAX) break;
    // A word already inside a chosen phrase adds nothing.
    if (!term.includes(' ') && out.some((o) => o.split(' ').includes(term))) continue;
    out.push(term);
  }
  return out;
};

// ---------------------------------------------------------------------------------------------
// Social posts: only those the answers cite.

const SOCIAL_PLATFORMS: Record<string, string> = {
  'reddit.com': 'Reddit',
  'x.com': 'X',
  'twitter.com': 'X',
  'linkedin.com': 'LinkedIn',
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'tiktok.com': 'TikTok',
  'medium.com': 'Medium',
  'quora.com': 'Quora',
};

export interface CitedPost {
  platform: string;
  username: string | null;
  url: string;
  title: string | null;
  answers: AnswerFacts[];
}

const platformOf = (domain: string) => {
  const bare = domain.replace(/^(www|m|old|mobile)\./, '');
  return SOCIAL_PLATFORMS[bare] ?? null;
};

/** The account or community a social URL names (/r/x, /@x, /in/x, /x), when it names one. */
const usernameOf = (url: string): string | null => {
  try {
    const parts = new URL(url).pathname.split('/').filter(Boolean);
    if (parts.length === 0) return null;
    if (['r', 'u', 'user', 'in', 'company', 'c', 'channel'].includes(parts[0]) && parts[1])
      return parts[0] === 'r' ? `r/${parts[1]}` : parts[1];
    if (parts[0].startsWith('@')) return parts[0];
    if (['watch', 'posts', 'p', 'pulse', 'search', 'hashtag', 'shorts'].includes(parts[0])) return null;
    return parts[0];
  } catch {
    return null;
  }
};

/** Social-media pages the answers cite, most cited first; never anything they do not cite. */
export const citedSocialPosts = (answers: readonly AnswerFacts[]): CitedPost[] => {
  const posts = new Map<string, CitedPost>();
  for (const a of answers)
    for (const s of a.sources) {
      const platform = platformOf(s.domain);
      if (!platform) continue;
      const post = posts.get(s.url) ?? {
        platform,
        username: usernameOf(s.url),
        url: s.url,
        title: s.title,
        answers: [],
      };
      if (!post.answers.includes(a)) post.answers.push(a);
      posts.set(s.url, post);
    }
  return [...posts.values()].sort(
    (x, y) => y.answers.length - x.answers.length || x.url.localeCompare(y.url),
  );
};
