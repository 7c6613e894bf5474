// The date range filter of the Sources and Competitors tabs (spec 2 sections 2.2 and 5): empty means
// the last 6 weeks; the tab fetches only once both ends are picked; clearing returns to the default.
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { dateRangeFilterLabels as l } from '@sightline/contracts';
import { IconCalendar } from '@tabler/icons-react';
import type { DateRange } from '../../../api/insights.ts';

export function DateRangeFilter({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <DatePickerInput
      type="range"
      label={l.label}
      labelProps={{ className: 'visually-hidden' }}
      placeholder={l.placeholder}
      valueFormat={l.format}
      value={value}
      onChange={(range) => onChange([range[0] ?? null, range[1] ?? null])}
      maxDate={new Date()}
      clearable
      clearButtonProps={{ 'aria-label': l.clear }}
      allowSingleDateInRange
      leftSection={<IconCalendar size={16} stroke={1.8} />}
      w={{ base: '100%', xs: 260 }}
      data-testid="date-range-filter"
    />
  );
}
