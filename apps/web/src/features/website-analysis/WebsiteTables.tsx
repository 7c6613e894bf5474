// The dashboard's tables: Most Popular Pages (with their traffic sources), the AI crawler panel (bots
// by purpose, with their verification and pages) and Recent Visits (server-paged, URL search).
import { Badge, Group, Progress, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import {
  CRAWLER_PURPOSE_LABELS,
  websiteAnalysisLabels as l,
  WEBSITE_URL_DISPLAY_CHARS,
  WEBSITE_VISITS_PAGE_SIZE,
  type WebsiteDashboard,
} from '@sightline/contracts';
import { IconSearch } from '@tabler/icons-react';
import { SectionCard } from '../../components/SectionCard.tsx';
import { EmptyRow } from '../../components/table/EmptyRow.tsx';
import { TableFooterPager } from '../../components/table/TableFooterPager.tsx';
import { formatShortDateTime, truncate } from '../../lib/format.ts';
import { serverPage } from '../../lib/pagination.ts';

const PURPOSE_COLORS = { training: 'grape', search: 'blue', user: 'teal', other: 'gray' } as const;
const VERIFICATION_COLORS = { verified: 'teal', unverified: 'gray', spoofed: 'red' } as const;

/** A URL cut at the spec's length, whole in its tooltip. */
function Url({ url }: { url: string }) {
  const cut = truncate(url, WEBSITE_URL_DISPLAY_CHARS);
  return cut === url ? (
    <Text size="sm">{url}</Text>
  ) : (
    <Tooltip label={url} withArrow>
      <Text size="sm">{cut}</Text>
    </Tooltip>
  );
}

export function PopularPages({ pages }: { pages: WebsiteDashboard['popular_endpoints'] }) {
  return (
    <SectionCard title={l.popular.title} testId="popular-pages">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" horizontalSpacing="lg">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{l.popular.page}</Table.Th>
              <Table.Th ta="right">{l.popular.visits}</Table.Th>
              <Table.Th>{l.popular.sources}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pages.length === 0 && <EmptyRow colSpan={3} text={l.noVisitsInRange} />}
            {pages.map((p) => (
              <Table.Tr key={p.endpoint}>
                <Table.Td>
                  <Url url={p.endpoint} />
                </Table.Td>
                <Table.Td ta="right">{p.total_visits.toLocaleString()}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {p.provider_breakdown.map((b) => (
                      <Badge
                        key={b.provider}
                        variant="light"
                        color="gray"
                        leftSection={<Dot color={b.color} />}
                      >
                        {b.provider} {b.count}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

const Dot = ({ color }: { color: string }) => (
  <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: color }} />
);

export function CrawlersPanel({ crawlers }: { crawlers: WebsiteDashboard['crawlers'] }) {
  const total = crawlers.total_fetches;
  return (
    <SectionCard title={l.crawlers.title} hint={l.crawlers.hint} testId="ai-crawlers">
      <Stack px="lg" pb="md" gap="xs">
        {total > 0 && (
          <Progress.Root size={18} aria-label={l.crawlers.purpose}>
            {crawlers.by_purpose
              .filter((p) => p.fetches > 0)
              .map((p) => (
                <Tooltip key={p.purpose} label={`${CRAWLER_PURPOSE_LABELS[p.purpose]}: ${p.fetches}`}>
                  <Progress.Section value={(p.fetches / total) * 100} color={PURPOSE_COLORS[p.purpose]}>
                    <Progress.Label>{CRAWLER_PURPOSE_LABELS[p.purpose]}</Progress.Label>
                  </Progress.Section>
                </Tooltip>
              ))}
          </Progress.Root>
        )}
        <Group gap="xs">
          {crawlers.by_purpose.map((p) => (
            <Badge
              key={p.purpose}
              variant="light"
              color={PURPOSE_COLORS[p.purpose]}
              data-testid={`purpose-${p.purpose}`}
            >
              {CRAWLER_PURPOSE_LABELS[p.purpose]}: {p.fetches}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" horizontalSpacing="lg">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{l.crawlers.bot}</Table.Th>
              <Table.Th>{l.crawlers.operator}</Table.Th>
              <Table.Th>{l.crawlers.purpose}</Table.Th>
              <Table.Th ta="right">{l.crawlers.fetches}</Table.Th>
              <Table.Th>
                <Tooltip label={l.crawlers.verificationHint} multiline w={280}>
                  <span>{l.crawlers.verification}</span>
                </Tooltip>
              </Table.Th>
              <Table.Th>{l.crawlers.pages}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {crawlers.bots.length === 0 && <EmptyRow colSpan={6} text={l.crawlers.none} />}
            {crawlers.bots.map((bot) => (
              <Table.Tr key={bot.name}>
                <Table.Td fw={600}>{bot.name}</Table.Td>
                <Table.Td>{bot.operator}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={PURPOSE_COLORS[bot.purpose]}>
                    {CRAWLER_PURPOSE_LABELS[bot.purpose]}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{bot.fetches.toLocaleString()}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {(['verified', 'unverified', 'spoofed'] as const)
                      .filter((v) => bot[v] > 0)
                      .map((v) => (
                        <Badge key={v} size="sm" variant="outline" color={VERIFICATION_COLORS[v]}>
                          {l.crawlers.verificationLabels[v]} {bot[v]}
                        </Badge>
                      ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {bot.pages.map((p) => (
                      <Group key={p.page} gap={6} wrap="nowrap">
                        <Url url={p.page} />
                        <Text size="xs" c="dimmed">
                          ×{p.fetches}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

export function RecentVisits({
  visits,
  search,
  onSearch,
  onPage,
}: {
  visits: WebsiteDashboard['visits'];
  search: string;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
}) {
  const view = serverPage(visits.data, visits.page, WEBSITE_VISITS_PAGE_SIZE, visits.total_count);
  return (
    <SectionCard
      title={l.recent.title}
      testId="recent-visits"
      actions={
        <TextInput
          aria-label={l.recent.search}
          placeholder={l.recent.search}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          w={260}
        />
      }
    >
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="lg" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={170}>{l.recent.time}</Table.Th>
              <Table.Th>{l.recent.source}</Table.Th>
              <Table.Th miw={130}>{l.recent.type}</Table.Th>
              <Table.Th>{l.recent.page}</Table.Th>
              <Table.Th>{l.recent.referer}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visits.data.length === 0 && <EmptyRow colSpan={5} text={l.recent.none} />}
            {visits.data.map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>{formatShortDateTime(v.timestamp)}</Table.Td>
                <Table.Td>{v.provider ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={
                      v.visit_type === 'AI_REFERRAL'
                        ? 'teal'
                        : v.visit_type === 'AI_CRAWLER'
                          ? 'grape'
                          : 'gray'
                    }
                  >
                    {l.visitTypeLabels[v.visit_type]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Url url={v.page_url} />
                </Table.Td>
                <Table.Td>{v.referer ? <Url url={v.referer} /> : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={view} total={visits.total_count} label={l.recent.pager} onChange={onPage} />
    </SectionCard>
  );
}
