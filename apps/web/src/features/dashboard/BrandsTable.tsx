// The brand list (spec 1 section 2): name with logo, domain and unread badge, the four metrics with
// their change, and the Edit, Delete and View brand actions (Edit and Delete only where the user's
// permission allows them); paged by 10 above 10 brands. A brand shared with the user carries its
// permission.
import { Avatar, Badge, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  BRANDS_PAGE_SIZE,
  type DashboardMetric,
  EMPTY_DASHBOARD_METRIC,
  isNewFigure,
  brandsTableLabels as l,
  type Project,
  projectDetailMessages as pm,
  sharingLabels,
  simulatedShareLabel,
} from '@sightline/contracts';
import { IconArrowRight, IconBell, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '../../api/media.ts';
import { useEngineStatuses } from '../../api/projects.ts';
import { paths } from '../../app/paths.ts';
import { EditDeleteActions } from '../../components/EditDeleteActions.tsx';
import { MetricValue } from '../../components/MetricValue.tsx';
import { SimulatedBadge } from '../../components/SimulatedBadge.tsx';
import { TableFooterPager } from '../../components/table/TableFooterPager.tsx';
import { brandAccess } from '../../lib/brand-access.ts';
import { initials } from '../../lib/initials.ts';
import { type Metric, type MetricFormat, metricFormats, metricOf } from '../../lib/metric-interval.ts';
import { tablePage } from '../../lib/pagination.ts';
import { MetricChange } from './MetricChange.tsx';
import { metricValue } from './metric-change.ts';

type MetricKey = 'mentions' | 'average_position' | 'referred_users' | 'ai_citations';

const METRICS: {
  key: MetricKey;
  label: string;
  tip: string;
  format: MetricFormat;
  lowerIsBetter?: boolean;
  /** Whether its change is past the noise (visits and citations are counted, not sampled). */
  significance?: 'mentions_change_significant' | 'average_position_change_significant';
}[] = [
  {
    key: 'mentions',
    label: l.mentions,
    tip: l.mentionsTip,
    format: metricFormats.count,
    significance: 'mentions_change_significant',
  },
  {
    key: 'average_position',
    label: l.averagePosition,
    tip: l.averagePositionTip,
    format: metricFormats.decimal,
    lowerIsBetter: true,
    significance: 'average_position_change_significant',
  },
  { key: 'referred_users', label: l.referredUsers, tip: l.referredUsersTip, format: metricFormats.count },
  { key: 'ai_citations', label: l.aiCitations, tip: l.aiCitationsTip, format: metricFormats.count },
];

export interface BrandsTableProps {
  brands: readonly Project[];
  metrics: Record<string, DashboardMetric>;
  /** Unread notification totals per brand uuid. */
  unread: Record<string, number>;
  onEdit: (brand: Project) => void;
  onDelete: (brand: Project) => void;
}

function MetricHeader({ label, tip }: { label: string; tip: string }) {
  return (
    <Tooltip label={tip} multiline w={240} withArrow>
      <Group gap={4} wrap="nowrap" style={{ cursor: 'help' }} tabIndex={0} aria-label={`${label}: ${tip}`}>
        <span>{label}</span>
        <IconInfoCircle size={14} stroke={1.8} color="var(--mantine-color-gray-5)" />
      </Group>
    </Tooltip>
  );
}

/** The row's Simulated marker: from its figures' answers, else from its engines running on the sandbox. */
function simulatedMarker(metric: DashboardMetric, sandboxOnly: boolean) {
  const windows = {
    answers_counted: metric.answers_counted + metric.answers_counted_previous,
    answers_simulated: metric.answers_simulated + metric.answers_simulated_previous,
  };
  const label = simulatedShareLabel(windows);
  if (label) return { label, tip: l.simulatedFiguresTip(windows.answers_simulated, windows.answers_counted) };
  return sandboxOnly ? { label: pm.simulated, tip: pm.sandboxBrandTip } : null;
}

function BrandNameCell({
  brand,
  unread,
  simulated,
}: {
  brand: Project;
  unread: number;
  simulated: { label: string; tip: string } | null;
}) {
  // The name and domain wrap rather than being cut: the brand list is where a user tells brands apart.
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={mediaUrl(brand.entity_picture)} alt="" radius="md" size={40} color="brand" variant="light">
        {initials(brand.entity_name)}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {brand.entity_name}
          </Text>
          {simulated && <SimulatedBadge label={simulated.label} tip={simulated.tip} />}
          {unread > 0 && (
            <Tooltip label={l.unread(unread)} withArrow>
              <Badge
                size="sm"
                color="red"
                variant="filled"
                circle={unread < 10}
                leftSection={unread < 10 ? undefined : <IconBell size={10} />}
                aria-label={l.unread(unread)}
                data-testid="brand-unread"
              >
                {unread}
              </Badge>
            </Tooltip>
          )}
        </Group>
        <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {brand.domain}
          </Text>
          {!brand.is_owner && (
            <Badge
              size="xs"
              variant="light"
              color={brand.permission === 'EDIT' ? 'brand' : 'gray'}
              data-testid="brand-shared"
            >
              {sharingLabels.sharedBadge(
                sharingLabels.permissions[brand.permission === 'EDIT' ? 'EDIT' : 'VIEW'],
              )}
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

function MetricCell({
  metric,
  format,
  lowerIsBetter,
  change,
  significant,
  isNew,
}: {
  metric: Metric;
  format: MetricFormat;
  change: number;
  lowerIsBetter?: boolean;
  significant?: boolean;
  isNew: boolean;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <MetricValue metric={metric} format={format} placeholder={l.notAvailable} fw={600}>
        {metricValue(metric.value, l.notAvailable)}
      </MetricValue>
      <MetricChange change={change} lowerIsBetter={lowerIsBetter} significant={significant} isNew={isNew} />
    </Stack>
  );
}

function BrandActions({
  brand,
  onEdit,
  onDelete,
}: {
  brand: Project;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const may = brandAccess(brand.permission);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <EditDeleteActions
        editLabel={l.edit}
        deleteLabel={l.delete}
        editAriaLabel={`${l.edit} ${brand.entity_name}`}
        deleteAriaLabel={`${l.delete} ${brand.entity_name}`}
        onEdit={may.edit ? onEdit : undefined}
        onDelete={may.delete ? onDelete : undefined}
      />
      <Button
        component={Link}
        to={paths.projectTable(brand.uuid)}
        variant="light"
        size="xs"
        rightSection={<IconArrowRight size={14} />}
      >
        {l.viewBrand}
      </Button>
    </Group>
  );
}

export function BrandsTable({ brands, metrics, unread, onEdit, onDelete }: BrandsTableProps) {
  const [page, setPage] = useState(1);
  const view = tablePage(brands, page, BRANDS_PAGE_SIZE);
  const statuses = useEngineStatuses().data ?? [];
  // A brand whose every engine answers from the sandbox: all its figures will be simulated.
  const sandboxOnly = (brand: Project) =>
    brand.ai_engines.length > 0 &&
    brand.ai_engines.every((code) => statuses.find((s) => s.code === code)?.simulated);

  return (
    <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={960} type="native">
        <Table verticalSpacing="md" horizontalSpacing="lg" highlightOnHover aria-label="Brands">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th miw={240}>{l.brandName}</Table.Th>
              {METRICS.map((metric) => (
                <Table.Th key={metric.key}>
                  <MetricHeader label={metric.label} tip={metric.tip} />
                </Table.Th>
              ))}
              <Table.Th ta="right">{l.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((brand) => {
              const values = metrics[brand.uuid] ?? EMPTY_DASHBOARD_METRIC;
              return (
                <Table.Tr key={brand.uuid} data-testid="brand-row">
                  <Table.Td>
                    <BrandNameCell
                      brand={brand}
                      unread={unread[brand.uuid] ?? 0}
                      simulated={simulatedMarker(values, sandboxOnly(brand))}
                    />
                  </Table.Td>
                  {METRICS.map((metric) => (
                    <Table.Td key={metric.key}>
                      <MetricCell
                        metric={metricOf(values, metric.key)}
                        format={metric.format}
                        change={values[`${metric.key}_change`]}
                        isNew={isNewFigure(values[`${metric.key}_previous`], values[metric.key])}
                        significant={metric.significance ? values[metric.significance] : undefined}
                        lowerIsBetter={metric.lowerIsBetter}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <BrandActions
                      brand={brand}
                      onEdit={() => onEdit(brand)}
                      onDelete={() => onDelete(brand)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={view} total={brands.length} label="Brands pages" onChange={setPage} />
    </Paper>
  );
}
