// A completed run's results per type (spec 3 section 2.5), each entry with its evidence.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { recommendationLabels as l, type RecommendationContent } from '@sightline/contracts';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import {
  EntryCard,
  EntryCards,
  EntryGroup,
  Keywords,
  SourceList,
  Structure,
} from '../../components/recommendations/IdeaCards.tsx';
import { SocialPostCard } from '../../components/recommendations/SocialPostCard.tsx';
import { withKeys } from '../../lib/keys.ts';

const PRIORITY_COLORS = { high: 'red', medium: 'yellow', low: 'gray' } as const;

function Priority({ priority }: { priority: keyof typeof PRIORITY_COLORS }) {
  // Spec 3 section 2.5: a style class derived from the priority text.
  return (
    <Badge size="sm" variant="light" color={PRIORITY_COLORS[priority]} className={`priority-${priority}`}>
      {priority}
    </Badge>
  );
}

export function RunContent({ content }: { content: RecommendationContent }) {
  switch (content.type) {
    case 'website_collaboration':
      return (
        <Stack gap="lg" data-testid="content-website_collaboration">
          <EntryGroup title={l.recommendations} count={content.recommendations.length} empty={l.nothingFound}>
            {withKeys(content.recommendations, (r) => r.title).map(({ key, item: r }) => (
              <EntryCard
                key={key}
                title={r.title}
                description={r.summary}
                evidence={r.evidence}
                badge={<Priority priority={r.priority} />}
              >
                <Text size="sm">{r.description}</Text>
              </EntryCard>
            ))}
          </EntryGroup>
          <EntryCards
            title={l.potentialCollaborations}
            items={content.potential_collaborations}
            keyOf={(c) => c.domain}
            titleOf={(c) => c.name}
            details={(c) => (
              <>
                <Text size="xs" c="dimmed">
                  {c.domain}
                </Text>
                <SourceList sources={c.sources} />
              </>
            )}
          />
          {content.contact_note && (
            <Text size="sm" c="dimmed" data-testid="contact-note">
              {content.contact_note}
            </Text>
          )}
          <Stack gap={4}>
            <Text fw={600}>{l.expectedImpact}</Text>
            {(['visibility', 'authority', 'lead_generation'] as const).map((k) => (
              <Group key={k} gap="xs" wrap="nowrap" align="flex-start">
                <Badge size="sm" variant="outline">
                  {l.impactLabels[k]}
                </Badge>
                <Text size="sm">{content.expected_impact[k]}</Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      );
    case 'content_creation':
      return (
        <Stack gap="lg" data-testid="content-content_creation">
          <EntryCards
            title={l.expertIdeas}
            items={content.expert_content_ideas}
            keyOf={(c) => c.title}
            titleOf={(c) => c.title}
            empty={l.nothingFound}
            details={(c) => (
              <>
                <Keywords label={l.targetKeywords} words={c.target_keywords} />
                <Text size="xs">
                  <b>{l.expertiseShowcase}:</b> {c.expertise_showcase}
                </Text>
              </>
            )}
          />
          <EntryCards
            title={l.promptIdeas}
            items={content.prompt_content_ideas}
            keyOf={(c) => c.title}
            titleOf={(c) => c.title}
            details={(c) => <Structure steps={c.structure} />}
          />
          <EntryCards
            title={l.semanticIdeas}
            items={content.semantic_content_ideas}
            keyOf={(c) => c.concept}
            titleOf={(c) => c.concept}
            details={(c) => (
              <>
                <Keywords label={l.keywords} words={c.keywords} />
                <Text size="xs" c="dimmed">
                  {l.relatedToQuery}: {c.related_to_query}
                </Text>
              </>
            )}
          />
        </Stack>
      );
    case 'social_media':
      return (
        <Stack gap="lg" data-testid="content-social_media">
          <EntryGroup title={l.socialPosts} count={content.social_media_content.length} empty={content.note}>
            {withKeys(content.social_media_content, (p) => p.link).map(({ key, item: p }) => (
              <SocialPostCard key={key} post={p} />
            ))}
          </EntryGroup>
        </Stack>
      );
    case 'improving_information_accuracy':
      return (
        <Stack gap="lg" data-testid="content-improving_information_accuracy">
          {(
            [
              [l.brandContent, content.brand_content_to_update],
              [l.externalContent, content.external_content_to_update],
            ] as const
          ).map(([title, rows]) => (
            <EntryGroup key={title} title={title} count={rows.length} empty={l.nothingFound}>
              {withKeys(rows, (r) => `${r.url}-${r.description}`).map(({ key, item: r }) => (
                <EntryCard
                  key={key}
                  title={r.url ? new URL(r.url, 'https://x').hostname : title}
                  description={r.description}
                  evidence={r.evidence}
                >
                  {r.url && <ExternalLink url={r.url} size="xs" style={{ wordBreak: 'break-all' }} />}
                </EntryCard>
              ))}
            </EntryGroup>
          ))}
        </Stack>
      );
  }
}
