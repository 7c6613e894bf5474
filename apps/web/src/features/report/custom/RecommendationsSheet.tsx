// Strategic Recommendations (spec 3 section 2.8), from the recommendations module: AI analysis and
// four tables, each row with its link (citation marks removed from influencer justifications).
import { Table, Text } from '@mantine/core';
import {
  type CustomReportRecommendations,
  customReportLabels as l,
  customReportMessages as m,
} from '@sightline/contracts';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { ReportTable } from '../ReportTable.tsx';
import { AnalysisBlock } from './ReportParts.tsx';

/** Influencer justifications arrive with citation marks ("[1]", "【2†source】"): the page drops them. */
const withoutCitations = (text: string) => text.replace(/\s*(\[\d+\]|【[^】]*】)/g, '').trim();

function LinkTable({
  title,
  action,
  rows,
}: {
  title: string;
  action: string;
  rows: { key: string; name: string; text: string; link: string }[];
}) {
  if (rows.length === 0) return null;
  return (
    <>
      <Text size="sm" fw={700} mb={4}>
        {title}
      </Text>
      <ReportTable label={title} head={<Table.Th colSpan={3}>{title}</Table.Th>}>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td fw={600} w="25%">
              {r.name}
            </Table.Td>
            <Table.Td>
              <Text size="xs">{r.text}</Text>
            </Table.Td>
            <Table.Td w={90}>
              {r.link && (
                <ExternalLink url={r.link} size="xs">
                  {action}
                </ExternalLink>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>
    </>
  );
}

export function RecommendationsSheet({
  recommendations: r,
}: {
  recommendations: CustomReportRecommendations;
}) {
  return (
    <>
      <AnalysisBlock
        text={r.ai_analysis}
        source={r.ai_analysis_source}
        fallback={m.noRecommendationsAnalysis}
      />
      <LinkTable
        title={l.websiteCollaboration}
        action={l.visitSite}
        rows={r.website_collaborations.map((w) => ({
          key: w.domain,
          name: w.domain,
          text: w.justification,
          link: w.link,
        }))}
      />
      <LinkTable
        title={l.contentCreation}
        action={l.research}
        rows={r.content_recommendations.map((c) => ({
          // A topic comes once per idea, but content to correct shares its topic.
          key: `${c.topic}|${c.justification}`,
          name: c.topic,
          text: c.justification,
          link: c.link,
        }))}
      />
      <LinkTable
        title={l.socialMedia}
        action={l.viewPost}
        rows={r.social_media_opportunities.map((s, i) => ({
          key: `${s.platform}-${i}`,
          name: s.platform,
          text: s.justification,
          link: s.link,
        }))}
      />
      <LinkTable
        title={l.influencers}
        action={l.viewProfile}
        rows={r.influencer_opportunities.map((p) => ({
          key: p.handle,
          name: `${p.name} (${p.platform})`,
          text: withoutCitations(p.justification),
          link: p.link,
        }))}
      />
    </>
  );
}
