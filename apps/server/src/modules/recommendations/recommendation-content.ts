// The content of a recommendation run per type (spec 3 section 2.5), written by templates from the
// evidence rules' findings over the answers in its scope. Pure. Nothing is invented: collaborations
// are cited domains, social posts cited pages, contacts left out (the content says why).
import {
  type RecommendationContent,
  type RecommendationType,
  recommendationMessages,
} from '@sightline/contracts';
import { truncate } from '../website/text-utils.ts';
import {
  type AnswerFacts,
  accuracyFindings,
  citedSocialPosts,
  contentGaps,
  evidenceOf,
  sourceGaps,
} from './evidence.ts';
import {
  accuracyActions,
  accuracyAnalysis,
  collaborationText,
  expertIdea,
  feedbackTexts,
  promptIdea,
  semanticIdeas,
  socialPost,
} from './feedback.ts';

/** A run that cannot be written: nothing collected yet. Its message is the run's error_message. */
export class NoEvidenceError extends Error {}

export interface ContentInput {
  type: RecommendationType;
  brand: string;
  website: string | null;
  /** The brand's answers in the latest completed execution, and in the one before. */
  current: readonly AnswerFacts[];
  previous: readonly AnswerFacts[];
  /** The prompt of a prompt's run; null for the whole brand. */
  promptId: number | null;
}

export interface WrittenContent {
  content: RecommendationContent;
  count: number;
  /** The prompts the evidence came from. */
  targetPromptIds: number[];
}

const priorityOf = (answers: number) =>
  (answers >= 3 ? 'high' : answers === 2 ? 'medium' : 'low') as 'high' | 'medium' | 'low';
const inScope = (promptId: number | null) => (a: { promptId: number }) =>
  promptId === null || a.promptId === promptId;
const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export const writeContent = (input: ContentInput): WrittenContent => {
  const { type, brand, website, current, previous, promptId } = input;
  const scoped = current.filter(inScope(promptId));
  const kind = type === 'improving_information_accuracy' ? 'QUESTION' : 'RANKING';
  if (!scoped.some((a) => a.kind === kind))
    throw new NoEvidenceError(
      kind === 'QUESTION' ? recommendationMessages.noQuestionAnswers : recommendationMessages.noAnswers,
    );

  switch (type) {
    case 'website_collaboration': {
      // "Never for the brand" is judged over all the execution's answers, then kept to the scope.
      const gaps = sourceGaps(current).filter((g) => promptId === null || g.promptIds.includes(promptId));
      const answers = gaps.reduce((s, g) => s + g.answers.length, 0);
      const competitors = [...new Set(gaps.flatMap((g) => g.competitors))];
      return {
        content: {
          type,
          recommendations: gaps.slice(0, 5).map((g) => ({
            title: `Get cited on ${g.domain}`,
            summary: collaborationText(g, brand),
            priority: priorityOf(g.answers.length),
            description: `${g.domain} is one of the sites AI engines read when they answer ${g.promptIds.length === 1 ? `"${g.answers[0].queryText}"` : `${g.promptIds.length} of your prompts`}. ${g.titles[0] ? `Its page "${truncate(g.titles[0], 100)}" is cited. ` : ''}A mention, review or guest article there puts ${brand} where the engines look.`,
            evidence: evidenceOf(g.answers, g.urls),
          })),
          potential_collaborations: gaps.map((g) => ({
            domain: g.domain,
            name: g.titles[0] ? truncate(g.titles[0], 80) : g.domain,
            description: collaborationText(g, brand),
            contact_info: null,
            sources: g.urls,
            evidence: evidenceOf(g.answers, g.urls),
          })),
          contact_note: gaps.length > 0 ? feedbackTexts.noContact : null,
          expected_impact: {
            visibility:
              gaps.length > 0
                ? `These ${gaps.length} sites were cited in ${answers} answers where ${brand} was not named.`
                : `No site is cited for competitors only: ${brand} already appears where they do.`,
            authority: `Citations from sites the engines already trust carry into their answers.`,
            lead_generation:
              competitors.length > 0
                ? `Readers of these sites now meet ${competitors.slice(0, 3).join(', ')} and not ${brand}.`
                : `No competitor takes these readers today.`,
          },
        },
        count: gaps.length,
        targetPromptIds: unique(
          gaps.flatMap((g) => g.promptIds).filter((id) => promptId === null || id === promptId),
        ),
      };
    }
    case 'content_creation': {
      const gaps = contentGaps(scoped, previous.filter(inScope(promptId)));
      const content = {
        type,
        expert_content_ideas: gaps.map((g) => expertIdea(g, brand)),
        prompt_content_ideas: gaps.map((g) => promptIdea(g, brand)),
        semantic_content_ideas: gaps.flatMap(semanticIdeas),
      };
      return {
        content,
        count:
          content.expert_content_ideas.length +
          content.prompt_content_ideas.length +
          content.semantic_content_ideas.length,
        targetPromptIds: unique(gaps.map((g) => g.promptId)),
      };
    }
    case 'social_media': {
      const posts = citedSocialPosts(scoped.filter((a) => a.kind === 'RANKING'));
      return {
        content: {
          type,
          social_media_content: posts.map(socialPost),
          note: posts.length === 0 ? feedbackTexts.noSocial : null,
        },
        count: posts.length,
        targetPromptIds: unique(posts.flatMap((p) => p.answers.map((a) => a.promptId))),
      };
    }
    case 'improving_information_accuracy': {
      const findings = accuracyFindings(scoped).filter((f) => f.verdict !== true);
      const brandContent = findings.map((f) => {
        const own = f.sources.find((s) => s.isClient);
        const [action] = accuracyActions(f, brand, website);
        return {
          description: `${accuracyAnalysis(f)} ${action.description}`,
          url: own?.url ?? (website || null),
          evidence: evidenceOf(f.answers, own ? [own.url] : []),
        };
      });
      const external = findings.flatMap((f) =>
        [...new Map(f.sources.filter((s) => !s.isClient).map((s) => [s.url, s])).values()].map((s) => ({
          description: `${s.domain} is cited by answers to "${f.queryText}" that differ from "${truncate(f.expected, 120)}". Ask its editors to correct or update it.`,
          url: s.url,
          evidence: evidenceOf(
            f.answers.filter((a) => a.sources.some((x) => x.url === s.url)),
            [s.url],
          ),
        })),
      );
      return {
        content: { type, brand_content_to_update: brandContent, external_content_to_update: external },
        count: brandContent.length + external.length,
        targetPromptIds: unique(findings.map((f) => f.promptId)),
      };
    }
  }
};
