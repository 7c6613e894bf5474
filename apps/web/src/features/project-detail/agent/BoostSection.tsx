// Boost Ranking Position (spec 2 section 2.4): per query, the key recommendations and conclusion
// typed out, then collaborations, expert, prompt and semantic content ideas and cited social posts.
import { Select, Stack, Text, Title } from '@mantine/core';
import { type LlmoFeedback, recommendationLabels as l } from '@sightline/contracts';
import { Evidence } from '../../../components/recommendations/Evidence.tsx';
import {
  EntryCard,
  EntryGroup,
  Keywords,
  SourceList,
  Structure,
} from '../../../components/recommendations/IdeaCards.tsx';
import { SocialPostCard } from '../../../components/recommendations/SocialPostCard.tsx';
import { TypedLine, TypedSequence } from '../../../components/recommendations/TypedText.tsx';
import { withKeys } from '../../../lib/keys.ts';

/** The reply holds the chosen query's entry only; choosing another asks for it (`onSelect`). */
export function BoostSection({
  feedback,
  onSelect,
}: {
  feedback: LlmoFeedback;
  onSelect: (queryId: string) => void;
}) {
  const b = Object.values(feedback.ranking_boost_data)[0];
  if (!b)
    return (
      <Text c="dimmed" size="sm">
        {l.noQueries}
      </Text>
    );
  const locked = feedback.premium_locked;
  return (
    <Stack gap="md" data-testid="boost-section">
      <Select
        label={l.selectQuery}
        data={feedback.queries.ranking.map((e) => ({ value: e.query_id, label: e.query_text }))}
        value={b.query_id}
        onChange={(v) => v && onSelect(v)}
        allowDeselect={false}
        maw={520}
        data-testid="section-query"
      />
      <Stack gap={4}>
        <Title order={4} fz="md">
          {l.keyRecommendations}
        </Title>
        <TypedSequence
          key={b.query_id}
          texts={[
            ...b.key_recommendations.map((k, i) => `${i + 1}. ${k}`),
            `${l.conclusion}: ${b.conclusion}`,
          ]}
          render={(text, i) => <TypedLine key={`line-${i}`}>{text}</TypedLine>}
        />
        <Evidence evidence={b.evidence} />
      </Stack>
      <EntryGroup title={l.collaborations} count={b.potential_collaborations.length}>
        {withKeys(b.potential_collaborations, (c) => c.domain || c.name).map(({ key, item: c }) => (
          <EntryCard
            key={key}
            title={c.name}
            description={c.description}
            locked={locked}
            evidence={c.evidence}
          >
            <SourceList sources={c.sources} />
          </EntryCard>
        ))}
      </EntryGroup>
      <EntryGroup title={l.expertIdeas} count={b.expert_content_ideas.length}>
        {withKeys(b.expert_content_ideas, (c) => c.title).map(({ key, item: c }) => (
          <EntryCard
            key={key}
            title={c.title}
            description={c.description}
            locked={locked}
            evidence={c.evidence}
          >
            <Keywords label={l.targetKeywords} words={c.target_keywords} />
          </EntryCard>
        ))}
      </EntryGroup>
      <EntryGroup title={l.promptIdeas} count={b.prompt_content_ideas.length}>
        {withKeys(b.prompt_content_ideas, (c) => c.title).map(({ key, item: c }) => (
          <EntryCard
            key={key}
            title={c.title}
            description={c.description}
            locked={locked}
            evidence={c.evidence}
          >
            <Structure steps={c.structure} />
          </EntryCard>
        ))}
      </EntryGroup>
      <EntryGroup title={l.semanticIdeas} count={b.semantic_content_ideas.length}>
        {withKeys(b.semantic_content_ideas, (c) => c.concept).map(({ key, item: c }) => (
          <EntryCard
            key={key}
            title={c.concept}
            description={c.description}
            locked={locked}
            evidence={c.evidence}
          >
            <Keywords label={l.keywords} words={c.keywords} />
          </EntryCard>
        ))}
      </EntryGroup>
      <EntryGroup title={l.socialPosts} count={b.social_media_content.length} empty={b.social_media_note}>
        {withKeys(b.social_media_content, (p) => p.link || p.content).map(({ key, item: p }) => (
          <SocialPostCard key={key} post={p} locked={locked} />
        ))}
      </EntryGroup>
    </Stack>
  );
}
