// Filters of the general metrics screen (spec 2.9, 4, 5): AI providers and tags (multi-selects that
// show two chosen labels then "+N"), and a date range picked on a calendar (no typing).
import '@mantine/dates/styles.css';
import { Group, MultiSelect, Pill } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { generalMetricsLabels as l } from '@sightline/contracts';
import { IconCalendar } from '@tabler/icons-react';
import type { DateRange } from '../../api/insights.ts';

function CappedMultiSelect({
  label,
  placeholder,
  data,
  value,
  onChange,
  testId,
}: {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  testId: string;
}) {
  return (
    <MultiSelect
      aria-label={label}
      placeholder={value.length ? undefined : placeholder}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable
      w={{ base: '100%', sm: 340 }}
      data-testid={testId}
      renderPill={({ option, value: picked, onRemove }) => {
        const index = value.indexOf(String(picked));
        if (index < l.maxPills) {
          return (
            <Pill key={String(picked)} withRemoveButton onRemove={onRemove}>
              {option.label}
            </Pill>
          );
        }
        return index === l.maxPills ? <Pill key="more">{l.morePills(value.length - l.maxPills)}</Pill> : null;
      }}
    />
  );
}

export function GeneralMetricsFilters({
  providerOptions,
  tagOptions,
  providers,
  tags,
  range,
  onProviders,
  onTags,
  onRange,
}: {
  providerOptions: { value: string; label: string }[];
  tagOptions: { value: string; label: string }[];
  providers: string[];
  tags: string[];
  range: DateRange;
  onProviders: (providers: string[]) => void;
  onTags: (tags: string[]) => void;
  onRange: (range: DateRange) => void;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <CappedMultiSelect
        label={l.providersLabel}
        placeholder={l.providersPlaceholder}
        data={providerOptions}
        value={providers}
        onChange={onProviders}
        testId="provider-filter"
      />
      <CappedMultiSelect
        label={l.tagsLabel}
        placeholder={l.tagsPlaceholder}
        data={tagOptions}
        value={tags}
        onChange={onTags}
        testId="tag-filter"
      />
      <DatePickerInput
        type="range"
        label={l.dateRangeLabel}
        labelProps={{ className: 'visually-hidden' }}
        valueFormat={l.dateFormat}
        ariaLabels={l.calendar}
        value={range}
        onChange={(picked) => onRange([picked[0] ?? null, picked[1] ?? null])}
        maxDate={new Date()}
        allowSingleDateInRange
        leftSection={<IconCalendar size={16} stroke={1.8} />}
        w={{ base: '100%', sm: 260 }}
        data-testid="metrics-date-range"
      />
    </Group>
  );
}
