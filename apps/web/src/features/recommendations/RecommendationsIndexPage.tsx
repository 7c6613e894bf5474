// /recommendations (issue 26 point 6): where a recommendation starts for any brand or prompt (choose
// the brand, then the whole brand or one of its prompts, and the scope's screen opens its form), and
// the history of every run of every brand the user sees, paged, newest first.
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  DASHBOARD_PAGE_SIZES,
  recommendationLabels as l,
  recommendationMessages as m,
  type RecommendationScope,
} from '@sightline/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useProject, useProjects } from '../../api/projects.ts';
import { useRecommendationOverview } from '../../api/recommendations.ts';
import { dashboardOnboardingPath } from '../../app/paths.ts';
import { EmptyRow } from '../../components/table/EmptyRow.tsx';
import { TableFooterPager } from '../../components/table/TableFooterPager.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { serverPage } from '../../lib/pagination.ts';
import { useFailureToast } from '../../lib/toast.ts';
import { NEW_PARAM, recommendationRunPath, STATUS_COLORS, scopePath } from './recommendation-paths.ts';

const PAGE_SIZE = DASHBOARD_PAGE_SIZES[1];
/** The target value of the whole brand in the "For" select; prompts are `<scope>:<uuid>`. */
const WHOLE_BRAND = 'project';

function StartRecommendation() {
  const projects = useProjects();
  const [brand, setBrand] = useState<string | null>(null);
  const [target, setTarget] = useState<string>(WHOLE_BRAND);
  const project = useProject(brand ?? undefined);
  const navigate = useNavigate();
  if (projects.isPending) return <Loader size="sm" />;
  const brands = projects.data ?? [];
  if (brands.length === 0)
    return (
      <Stack gap="xs" data-testid="recommendations-no-brands">
        <Text size="sm">{l.noBrands}</Text>
        <Anchor component={Link} to={dashboardOnboardingPath} size="sm">
          {l.createBrand}
        </Anchor>
      </Stack>
    );
  const prompts = project.data;
  const targets = [
    { value: WHOLE_BRAND, label: l.wholeBrand },
    ...(prompts && prompts.uuid === brand
      ? [
          {
            group: l.rankingPrompts,
            items: prompts.ranking_queries.map((q) => ({
              value: `ranking-query:${q.uuid}`,
              label: q.query_text,
            })),
          },
          {
            group: l.accuracyPrompts,
            items: prompts.question_queries.map((q) => ({
              value: `question-query:${q.uuid}`,
              label: q.query_text,
            })),
          },
        ].filter((g) => g.items.length > 0)
      : []),
  ];
  const start = () => {
    if (!brand) return;
    const [scope, ref] = target === WHOLE_BRAND ? ['project', brand] : target.split(':');
    navigate(`${scopePath(scope as RecommendationScope, ref)}?${NEW_PARAM}=1`);
  };
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label={l.brand}
        placeholder={l.chooseBrand}
        data={brands.map((p) => ({ value: p.uuid, label: p.title }))}
        value={brand}
        onChange={(value) => {
          setBrand(value);
          setTarget(WHOLE_BRAND);
        }}
        searchable
        w={{ base: '100%', sm: 260 }}
        data-testid="recommendation-brand"
      />
      <Select
        label={l.scopeTarget}
        data={targets}
        value={target}
        onChange={(value) => setTarget(value ?? WHOLE_BRAND)}
        disabled={!brand}
        searchable
        w={{ base: '100%', sm: 360 }}
        data-testid="recommendation-target"
      />
      <Button onClick={start} disabled={!brand} data-testid="recommendation-continue">
        {l.continue}
      </Button>
    </Group>
  );
}

function AllRuns() {
  const [page, setPage] = useState(1);
  const overview = useRecommendationOverview(page, PAGE_SIZE);
  useFailureToast(overview.error, m.historyFailed);
  if (overview.isPending)
    return (
      <Group justify="center" py="md">
        <Loader size="sm" />
      </Group>
    );
  const runs = overview.data?.executions ?? [];
  const total = overview.data?.pagination.total_items ?? 0;
  const view = serverPage(runs, page, PAGE_SIZE, total);
  const c = l.columns;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" data-testid="all-recommendations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c.type}</Table.Th>
              <Table.Th>{c.brand}</Table.Th>
              <Table.Th>{c.target}</Table.Th>
              <Table.Th>{c.status}</Table.Th>
              <Table.Th>{c.created}</Table.Th>
              <Table.Th ta="right">{c.count}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.length === 0 ? (
              <EmptyRow colSpan={6} text={l.noRuns} />
            ) : (
              runs.map((r) => (
                <Table.Tr key={r.id} data-testid="overview-run">
                  <Table.Td>
                    <Anchor component={Link} to={recommendationRunPath(r.id)} fw={600} size="sm">
                      {l.types[r.type]}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.project_title}</Text>
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={2}>
                      {r.query_text ?? l.wholeBrand}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={STATUS_COLORS[r.status]}>
                      {l.statusLabels[r.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(r.created_at)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{r.recommendations_count}</Text>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={view} total={total} label={l.allRuns} onChange={setPage} />
    </>
  );
}

export function RecommendationsIndexPage() {
  return (
    <Stack gap="lg" data-testid="recommendations-index">
      <Title order={1}>{l.pageTitle}</Title>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {l.startTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {l.startText}
          </Text>
          <StartRecommendation />
        </Stack>
      </Paper>
      <Paper withBorder>
        <Title order={2} fz="lg" p="lg" pb="xs">
          {l.allRuns}
        </Title>
        <AllRuns />
      </Paper>
    </Stack>
  );
}
