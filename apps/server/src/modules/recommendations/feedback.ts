// The agent tab's feedback of one execution (spec 2 section 2.4), written by templates from the
// evidence rules' findings: every row names the answers and sources it came from. Pure.
import {
  type CompetitorsChange,
  type Evidence,
  type InfoCorrectness,
  KEY_RECOMMENDATIONS_PER_QUERY,
  PREMIUM_PLACEHOLDER,
  type RankingBoost,
  recommendationLabels,
} from '@sightline/contracts';
import { joinList, truncate } from '../website/text-utils.ts';
import {
  type AccuracyFinding,
  type AnswerFacts,
  accuracyFindings,
  type CitedPost,
  type CompetitorShift,
  type ContentGap,
  citedSocialPosts,
  competitorShifts,
  contentGaps,
  evidenceOf,
  type SourceGap,
  sourceGaps,
} from './evidence.ts';

export const feedbackTexts = {
  noSocial:
    'No social-media post was cited in these answers, so none is shown: posts are only listed when an AI engine cites them.',
  noContact: 'No contact details appear in the cited sources, so none is shown: contacts are never invented.',
} as const;

const fmtPos = (p: number | null) => (p === null ? 'unranked' : `#${p.toFixed(1).replace(/\.0$/, '')}`);
const pct = (r: number) => `${Math.round(r * 100)}%`;
const answersWord = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

// ---------------------------------------------------------------------------------------------
// Sentences shared by the agent tab and the recommendation runs.

export const collaborationText = (gap: SourceGap, brand: string) =>
  `Cited in ${answersWord(gap.answers.length)} that name ${joinList(gap.competitors.slice(0, 3))}, and never in an answer that names ${brand}.`;

const gapHeadline = (gap: ContentGap, brand: string) =>
  gap.status === 'absent'
    ? `${brand} is named in ${pct(gap.brandRate)} of the answers to "${gap.queryText}", while ${joinList(gap.rising.slice(0, 3).map((c) => c.name))} are named.`
    : `${brand} is slipping on "${gap.queryText}" (named in ${pct(gap.brandRate)} of answers, ${pct(gap.previousBrandRate ?? 0)} before; position ${fmtPos(gap.brandPosition)}, ${fmtPos(gap.previousBrandPosition)} before) while ${joinList(gap.rising.slice(0, 3).map((c) => c.name))} rise.`;

export const expertIdea = (gap: ContentGap, brand: string) => ({
  title: `${brand}'s expert answer to "${truncate(gap.queryText, 80)}"`,
  description: `${gapHeadline(gap, brand)} Publish an expert piece that answers the question directly and covers what the engines say about ${joinList(gap.rising.slice(0, 2).map((c) => c.name))}.`,
  target_keywords: gap.keywords,
  expertise_showcase: `Show first-hand data or experience on ${joinList(gap.keywords.slice(0, 3)) || 'the topic'}, which the answers naming competitors rely on.`,
  evidence: evidenceOf(gap.answers),
});

export const promptIdea = (gap: ContentGap, brand: string) => ({
  title: `Answer "${truncate(gap.queryText, 80)}" on one page`,
  description: `A page built for the question as people ask it, so engines can quote ${brand} next to ${joinList(gap.rising.slice(0, 3).map((c) => c.name))}.`,
  structure: [
    `Opening paragraph answering the question and naming ${brand}`,
    `Comparison of ${brand} with ${joinList(gap.rising.slice(0, 3).map((c) => c.name))}`,
    ...(gap.keywords.length > 0 ? [`Sections on ${joinList(gap.keywords.slice(0, 4))}`] : []),
    'Frequently asked questions, each answered in two or three sentences',
  ],
  evidence: evidenceOf(gap.answers),
});

export const semanticIdeas = (gap: ContentGap) =>
  gap.keywords.slice(0, 3).map((keyword) => ({
    concept: keyword,
    description: `Answers to "${gap.queryText}" that name ${joinList(gap.rising.slice(0, 2).map((c) => c.name))} use "${keyword}"; cover it where you answer this question.`,
    keywords: gap.keywords.filter((k) => k !== keyword).slice(0, 4),
    related_to_query: gap.queryText,
    evidence: evidenceOf(gap.answers.filter((a) => a.text?.toLowerCase().includes(keyword.split(' ')[0]))),
  }));

export const socialPost = (post: CitedPost) => ({
  platform: post.platform,
  username: post.username,
  // The answers give no publication date; none is invented.
  date: null,
  content: post.title ?? post.url,
  relevance: `Cited in ${answersWord(post.answers.length)} to "${post.answers[0].queryText}"`,
  link: post.url,
  evidence: evidenceOf(post.answers, [post.url]),
});

const shiftCause = (shift: CompetitorShift) =>
  shift.newSources.length > 0
    ? `Appeared together with sources not cited for it before: ${joinList(shift.newSources.slice(0, 4))}.`
    : shift.lostSources.length > 0
      ? `No longer cited with ${joinList(shift.lostSources.slice(0, 4))}.`
      : 'No source changed with it: the engines ranked it differently from the same sources.';

export const accuracyAnalysis = (f: AccuracyFinding) =>
  f.verdict === true
    ? `The engines' answers agree with the expected response (${f.rated} rated).`
    : `${f.wrong} of ${f.rated} answers are wrong and ${f.partial} partly right. ${
        f.claims.length > 0
          ? `They claim: ${f.claims
              .slice(0, 3)
              .map((c) => `"${c.claim}" (${c.engine})`)
              .join('; ')}.`
          : (f.justifications[0] ?? '')
      }`.trim();

// ---------------------------------------------------------------------------------------------

const keyRecommendations = (
  brand: string,
  gap: ContentGap | undefined,
  gaps: readonly SourceGap[],
  posts: readonly CitedPost[],
): string[] => {
  const out: string[] = [];
  if (gap) out.push(`Publish content that answers this prompt: ${gapHeadline(gap, brand)}`);
  for (const g of gaps.slice(0, 2)) out.push(`Get featured on ${g.domain}: ${collaborationText(g, brand)}`);
  const rival = gap?.rising.find((c) => c.position !== null);
  if (rival)
    out.push(
      `Compare ${brand} with ${rival.name} on your site: it is ranked ${fmtPos(rival.position)}${rival.previousPosition !== null ? ` (${fmtPos(rival.previousPosition)} before)` : ''}.`,
    );
  if (gap && gap.keywords.length > 0)
    out.push(`Cover the terms these answers use: ${joinList(gap.keywords.slice(0, 5))}.`);
  if (posts[0])
    out.push(
      `Take part where the engines look: ${posts[0].platform} (${posts[0].url}) is cited in ${answersWord(posts[0].answers.length)}.`,
    );
  return out.slice(0, KEY_RECOMMENDATIONS_PER_QUERY);
};

const rankingBoost = (
  brand: string,
  answers: readonly AnswerFacts[],
  gaps: readonly SourceGap[],
  content: readonly ContentGap[],
): Record<string, RankingBoost> => {
  const out: Record<string, RankingBoost> = {};
  const byPrompt = new Map<number, AnswerFacts[]>();
  for (const a of answers.filter((x) => x.kind === 'RANKING'))
    byPrompt.set(a.promptId, [...(byPrompt.get(a.promptId) ?? []), a]);
  for (const [promptId, own] of byPrompt) {
    const promptGaps = gaps.filter((g) => g.promptIds.includes(promptId));
    const gap = content.find((c) => c.promptId === promptId);
    const posts = citedSocialPosts(own);
    if (promptGaps.length === 0 && !gap && posts.length === 0) continue;
    const first = own[0];
    out[first.promptUuid] = {
      query_id: first.promptUuid,
      query_text: first.queryText,
      key_recommendations: keyRecommendations(brand, gap, promptGaps, posts),
      potential_collaborations: promptGaps.map((g) => ({
        name: g.titles[0] ? truncate(g.titles[0], 80) : g.domain,
        domain: g.domain,
        sources: g.urls,
        description: collaborationText(g, brand),
        evidence: evidenceOf(
          g.answers.filter((a) => a.promptId === promptId),
          g.urls,
        ),
      })),
      expert_content_ideas: gap ? [expertIdea(gap, brand)] : [],
      prompt_content_ideas: gap ? [promptIdea(gap, brand)] : [],
      semantic_content_ideas: gap ? semanticIdeas(gap) : [],
      social_media_content: posts.map(socialPost),
      social_media_note: posts.length === 0 ? feedbackTexts.noSocial : null,
      conclusion: gap
        ? `${brand} loses this prompt to ${joinList(gap.rising.slice(0, 3).map((c) => c.name))}; ${promptGaps.length > 0 ? `getting cited on ${joinList(promptGaps.slice(0, 3).map((g) => g.domain))} and ` : ''}publishing the content above targets what the answers rely on.`
        : promptGaps.length > 0
          ? `The engines cite ${joinList(promptGaps.slice(0, 3).map((g) => g.domain))} for competitors and never for ${brand}: that is where to be present.`
          : `Engines cite social posts for this prompt; joining those discussions keeps ${brand} in view.`,
      evidence: evidenceOf(own.filter((a) => a.entities.some((e) => !e.isBrand))),
    };
  }
  return out;
};

const impactOf = (position: number | null) =>
  position !== null && position <= 3 ? 'High' : position !== null && position <= 6 ? 'Medium' : 'Low';

const competitorsChange = (
  shifts: readonly CompetitorShift[],
  comparedTo: CompetitorsChange['compared_to'],
): CompetitorsChange => ({
  compared_to: comparedTo,
  webpage_appearance_changes: shifts
    .filter((s) => s.kind !== 'moved')
    .map((s) => ({
      competitor: s.competitor,
      query_id: s.promptUuid,
      query: s.queryText,
      change_type: s.kind === 'appeared' ? 'New appearance' : 'Dropped out',
      description:
        s.kind === 'appeared'
          ? `${s.competitor} is now named in ${answersWord(s.appearances)} to "${s.queryText}" (none in the report before).`
          : `${s.competitor} is no longer named in the answers to "${s.queryText}" (${answersWord(s.previousAppearances)} before).`,
      impact: impactOf(s.kind === 'appeared' ? s.newPosition : s.oldPosition),
      evidence: evidenceOf(s.answers),
    })),
  ranking_changes: shifts
    .filter((s) => s.oldPosition !== null || s.newPosition !== null)
    .map((s) => ({
      competitor: s.competitor,
      query_id: s.promptUuid,
      query: s.queryText,
      old_position: s.oldPosition === null ? null : Math.round(s.oldPosition * 10) / 10,
      new_position: s.newPosition === null ? null : Math.round(s.newPosition * 10) / 10,
      change_cause: shiftCause(s),
      evidence: evidenceOf(s.answers),
    })),
  web_source_changes: shifts
    .filter((s) => s.newSources.length > 0 || s.lostSources.length > 0)
    .map((s) => ({
      competitor: s.competitor,
      query_id: s.promptUuid,
      query: s.queryText,
      change_type: s.newSources.length > 0 ? 'New sources' : 'Lost sources',
      description:
        s.newSources.length > 0
          ? `${s.competitor} is now cited with ${joinList(s.newSources.slice(0, 4))} for "${s.queryText}".`
          : `${s.competitor} is no longer cited with ${joinList(s.lostSources.slice(0, 4))} for "${s.queryText}".`,
      sources: s.newSources.length > 0 ? s.newSources : s.lostSources,
      impact: impactOf(s.newPosition ?? s.oldPosition),
      evidence: evidenceOf(s.answers),
    })),
});

export const accuracyActions = (f: AccuracyFinding, brand: string, website: string | null) => {
  if (f.verdict === true) return [];
  const priority = f.verdict === false ? ('high' as const) : ('medium' as const);
  const own = f.sources.filter((s) => s.isClient);
  const external = [...new Map(f.sources.filter((s) => !s.isClient).map((s) => [s.domain, s])).values()];
  return [
    {
      action_type: 'Update your own content',
      priority,
      within_control: true,
      description: own[0]
        ? `Correct ${own[0].url}: answers citing it differ from "${truncate(f.expected, 160)}".`
        : `State "${truncate(f.expected, 160)}" plainly on ${website ?? `${brand}'s website`}, in a page that answers "${f.queryText}".`,
      contact: null,
      estimated_impact: `${answersWord(f.wrong + f.partial)} of ${f.rated} could be corrected.`,
    },
    ...external.slice(0, 3).map((s) => ({
      action_type: 'Request a correction',
      priority: 'medium' as const,
      within_control: false,
      description: `Ask ${s.domain} to correct or update ${s.url}: it is cited by answers that differ from the expected response.`,
      contact: null,
      estimated_impact: `Engines cite ${s.domain} when answering "${truncate(f.queryText, 80)}".`,
    })),
  ];
};

const infoCorrectness = (
  findings: readonly AccuracyFinding[],
  brand: string,
  website: string | null,
): Record<string, InfoCorrectness> =>
  Object.fromEntries(
    findings.map((f) => [
      f.promptUuid,
      {
        query_id: f.promptUuid,
        query_text: f.queryText,
        expected_response: f.expected,
        analysis: accuracyAnalysis(f),
        is_correct: f.verdict,
        differing_claims: f.claims.map((c) => ({ claim: c.claim, engine: c.engine, answer_id: c.answerId })),
        action_items: accuracyActions(f, brand, website),
        conclusion:
          f.verdict === true
            ? `No correction needed for "${f.queryText}".`
            : `Publishing the expected answer where engines look, and correcting the sources above, addresses the ${answersWord(f.wrong + f.partial)} that differ.`,
        evidence: evidenceOf(
          f.answers,
          f.sources.map((s) => s.url),
        ),
      },
    ]),
  );

export interface FeedbackInput {
  brand: string;
  website: string | null;
  current: readonly AnswerFacts[];
  previous: readonly AnswerFacts[];
  comparedTo: CompetitorsChange['compared_to'];
}

export const buildFeedback = ({ brand, website, current, previous, comparedTo }: FeedbackInput) => {
  const ranking_boost_data = rankingBoost(
    brand,
    current,
    sourceGaps(current),
    contentGaps(current, previous),
  );
  const competitors_change_data = competitorsChange(competitorShifts(current, previous), comparedTo);
  const info_correctness_data = infoCorrectness(accuracyFindings(current), brand, website);
  const counts = {
    ranking_boost: Object.keys(ranking_boost_data).length,
    competitors_change:
      competitors_change_data.webpage_appearance_changes.length +
      competitors_change_data.ranking_changes.length +
      competitors_change_data.web_source_changes.length,
    info_correctness: Object.values(info_correctness_data).filter((i) => i.is_correct !== true).length,
  };
  return { ranking_boost_data, competitors_change_data, info_correctness_data, counts };
};
export type Feedback = ReturnType<typeof buildFeedback>;

/**
 * The feedback as stored and served: its evidence answers without their dates and sources, which the
 * agent tab does not show (the answers' full evidence is a click away), at every depth.
 */
export const leanFeedback = (feedback: Feedback): Feedback => {
  const lean = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(lean)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [
              k,
              k === 'evidence' ? leanEvidence(v as Evidence) : lean(v),
            ]),
          )
        : value;
  return lean(feedback) as Feedback;
};

const leanEvidence = (e: Evidence): Evidence => ({
  answers: e.answers.map(({ collected_at: _, sources: __, ...answer }) => answer),
  sources: e.sources,
});

/**
 * The reply's view of the feedback. With `selectedOnly`, Boost and Correctness keep one entry each:
 * the named query's, else the first.
 */
export const selectFeedback = (
  feedback: Feedback,
  select: { selectedOnly: boolean; rankingQueryId?: string; questionQueryId?: string },
) => {
  const one = <T>(entries: Record<string, T>, id: string | undefined): Record<string, T> => {
    if (!select.selectedOnly) return entries;
    const key = id !== undefined && id in entries ? id : Object.keys(entries)[0];
    return key === undefined ? {} : { [key]: entries[key] };
  };
  const index = (entries: Record<string, { query_id: string; query_text: string }>) =>
    Object.values(entries).map((e) => ({ query_id: e.query_id, query_text: e.query_text }));
  return {
    ...feedback,
    queries: { ranking: index(feedback.ranking_boost_data), question: index(feedback.info_correctness_data) },
    ranking_boost_data: one(feedback.ranking_boost_data, select.rankingQueryId),
    info_correctness_data: one(feedback.info_correctness_data, select.questionQueryId),
  };
};

// ---------------------------------------------------------------------------------------------
// Demo users: rows after the first are locked premium placeholders (spec 2 section 6).

const noEvidence = { answers: [], sources: [] };
const locked = recommendationLabels.premiumLocked;
const lockAfterFirst = <T>(rows: readonly T[], placeholder: T): T[] =>
  rows.map((row, i) => (i === 0 ? row : placeholder));

export const lockForDemo = (feedback: Feedback): Feedback => {
  const content = PREMIUM_PLACEHOLDER.content;
  return {
    ...feedback,
    ranking_boost_data: Object.fromEntries(
      Object.entries(feedback.ranking_boost_data).map(([id, b]) => [
        id,
        {
          ...b,
          key_recommendations: lockAfterFirst(b.key_recommendations, locked),
          potential_collaborations: lockAfterFirst(b.potential_collaborations, {
            name: content,
            domain: '',
            sources: [],
            description: locked,
            evidence: noEvidence,
          }),
          expert_content_ideas: lockAfterFirst(b.expert_content_ideas, {
            title: content,
            description: locked,
            target_keywords: [],
            expertise_showcase: '',
            evidence: noEvidence,
          }),
          prompt_content_ideas: lockAfterFirst(b.prompt_content_ideas, {
            title: content,
            description: locked,
            structure: [],
            evidence: noEvidence,
          }),
          semantic_content_ideas: lockAfterFirst(b.semantic_content_ideas, {
            concept: content,
            description: locked,
            keywords: [],
            related_to_query: '',
            evidence: noEvidence,
          }),
          social_media_content: lockAfterFirst(b.social_media_content, {
            platform: content,
            username: null,
            date: null,
            content: locked,
            relevance: '',
            link: '',
            evidence: noEvidence,
          }),
        },
      ]),
    ),
    info_correctness_data: Object.fromEntries(
      Object.entries(feedback.info_correctness_data).map(([id, i]) => [
        id,
        {
          ...i,
          action_items: lockAfterFirst(i.action_items, {
            action_type: PREMIUM_PLACEHOLDER.action,
            priority: 'low',
            within_control: true,
            description: locked,
            contact: null,
            estimated_impact: '',
          }),
        },
      ]),
    ),
  };
};
