// The weekly report schedule of a brand (edit mode): day SUN..SAT and hour shown as HH:00.
import { Group, Select, Text } from '@mantine/core';
import {
  brandAccessMessages,
  brandWizardLabels as l,
  SCHEDULE_DAYS,
  type ScheduleDay,
} from '@sightline/contracts';
import { formatHour } from './brand-form.ts';

const DAY_NAMES: Record<ScheduleDay, string> = {
  SUN: 'Sunday',
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
};

const dayOptions = SCHEDULE_DAYS.map((day) => ({ value: day, label: DAY_NAMES[day] }));
const hourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: formatHour(hour),
}));

export interface ScheduleFieldsProps {
  day: ScheduleDay | null;
  hour: number | null;
  timezone: string;
  errors: { day?: string; hour?: string };
  onChange: (patch: { scheduled_day?: ScheduleDay | null; scheduled_hour?: number | null }) => void;
  /** Shown but not editable: the brand is someone else's. */
  disabled?: boolean;
}

export function ScheduleFields({ day, hour, timezone, errors, onChange, disabled }: ScheduleFieldsProps) {
  return (
    <div>
      <Group grow align="flex-start">
        <Select
          label={l.scheduleDay}
          data={dayOptions}
          value={day}
          onChange={(value) => onChange({ scheduled_day: value as ScheduleDay | null })}
          error={errors.day}
          withAsterisk
          allowDeselect={false}
          disabled={disabled}
        />
        <Select
          label={l.scheduleHour}
          data={hourOptions}
          value={hour === null ? null : String(hour)}
          onChange={(value) => onChange({ scheduled_hour: value === null ? null : Number(value) })}
          error={errors.hour}
          withAsterisk
          allowDeselect={false}
          maxDropdownHeight={240}
          disabled={disabled}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {disabled ? brandAccessMessages.scheduleOwnerOnly : `${l.scheduleHint} (${timezone}).`}
      </Text>
    </div>
  );
}
