// Boost Ranking Position (spec 2 section 2.4): per query, the key recommendations and conclusion
// typed out, then collaborations, expert, prompt and semantic content ideas and cited social posts.
import { Select, Stack, Text, Title } from '@mantine/core';
import { type LlmoFeedback, recommendationLabels as l } from '@sightline/contracts';
import { Evidence } from '../../../components/recommendations/Evidence.tsx';
import {
  EntryCards,
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
      <EntryCards
        title={l.collaborations}
        items={b.potential_collaborations}
        keyOf={(c) => c.domain || c.name}
        titleOf={(c) => c.name}
        locked={locked}
        details={(c) => <SourceList sources={c.sources} />}
      />
      <EntryCards
        title={l.expertIdeas}
        items={b.expert_content_ideas}
        keyOf={(c) => c.title}
        titleOf={(c) => c.title}
        locked={locked}
        details={(c) => <Keywords label={l.targetKeywords} words={c.target_keywords} />}
      />
      <EntryCards
        title={l.promptIdeas}
        items={b.prompt_content_ideas}
        keyOf={(c) => c.title}
        titleOf={(c) => c.title}
        locked={locked}
        details={(c) => <Structure steps={c.structure} />}
      />
      <EntryCards
        title={l.semanticIdeas}
        items={b.semantic_content_ideas}
        keyOf={(c) => c.concept}
        titleOf={(c) => c.concept}
        locked={locked}
        details={(c) => <Keywords label={l.keywords} words={c.keywords} />}
      />
      <EntryGroup title={l.socialPosts} count={b.social_media_content.length} empty={b.social_media_note}>
        {withKeys(b.social_media_content, (p) => p.link || p.content).map(({ key, item: p }) => (
          <SocialPostCard key={key} post={p} locked={locked} />
        ))}
      </EntryGroup>
    </Stack>
  );
}
