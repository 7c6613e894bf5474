// The filter bar of both dashboards (analysis spec 2.2, 2.3): time range (with a YYYY-MM-DD range
// calendar for custom), entities (ranking only), providers, Apply Filters and Reset. Edits stay a
// draft until applied; Reset applies at once.
import '@mantine/dates/styles.css';
import { Button, Group, MultiSelect, Paper, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  DASHBOARD_TIME_RANGES,
  type DashboardTimeRange,
  promptDashboardLabels as l,
} from '@sightline/contracts';
import { IconCalendar, IconFilter, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { providerLabel } from '../../lib/format.ts';
import { canApply, type DashboardFilters } from './filters.ts';

interface DashboardFilterBarProps {
  value: DashboardFilters;
  onApply: (filters: DashboardFilters) => void;
  onReset: () => void;
  providers: readonly string[];
  /** Entity names to choose from, and the ones shown while the default applies; omitted: no entity filter. */
  entities?: { options: readonly string[]; defaults: readonly string[] };
}

const timeRangeOptions = DASHBOARD_TIME_RANGES.map((value) => ({ value, label: l.timeRanges[value] }));

export function DashboardFilterBar({
  value,
  onApply,
  onReset,
  providers,
  entities,
}: DashboardFilterBarProps) {
  const [draft, setDraft] = useState(value);
  // Applied or reset filters replace whatever was being edited.
  useEffect(() => setDraft(value), [value]);
  const set = (patch: Partial<DashboardFilters>) => setDraft({ ...draft, ...patch });

  const entityValue = draft.entities ?? entities?.defaults ?? [];
  // A chosen entity stays choosable even when the current period has no data for it.
  const entityOptions = [...new Set([...(entities?.options ?? []), ...entityValue])];

  return (
    <Paper withBorder shadow="xs" p="md" data-testid="dashboard-filters">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={l.timeRange}
          data={timeRangeOptions}
          value={draft.timeRange}
          allowDeselect={false}
          onChange={(range) => range && set({ timeRange: range as DashboardTimeRange })}
          w={{ base: '100%', xs: 170 }}
        />
        {draft.timeRange === 'custom' && (
          <DatePickerInput
            type="range"
            label={l.dateRange}
            placeholder={l.dateRangePlaceholder}
            valueFormat={l.dateFormat}
            value={draft.range}
            onChange={(range) => set({ range: [range[0] ?? null, range[1] ?? null] })}
            maxDate={new Date()}
            allowSingleDateInRange
            leftSection={<IconCalendar size={16} stroke={1.8} />}
            w={{ base: '100%', xs: 250 }}
            data-testid="custom-range"
          />
        )}
        {entities && (
          <MultiSelect
            label={l.entities}
            placeholder={entityValue.length ? undefined : l.entitiesPlaceholder}
            data={entityOptions}
            value={[...entityValue]}
            onChange={(names) => set({ entities: names })}
            searchable
            clearable
            w={{ base: '100%', sm: 340 }}
            styles={{ pillsList: { maxHeight: 64, overflowY: 'auto' } }}
          />
        )}
        <MultiSelect
          label={l.providers}
          placeholder={draft.providers.length ? undefined : l.providersPlaceholder}
          data={providers.map((p) => ({ value: p, label: providerLabel(p) }))}
          value={draft.providers}
          onChange={(chosen) => set({ providers: chosen })}
          clearable
          w={{ base: '100%', sm: 300 }}
        />
        <Group gap="xs">
          <Button
            leftSection={<IconFilter size={16} />}
            disabled={!canApply(draft)}
            onClick={() => onApply(draft)}
          >
            {l.applyFilters}
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onReset}>
            {l.reset}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
