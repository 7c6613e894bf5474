// Creates a custom report of a brand (our creation call; spec 3 section 2.8 gives none): title,
// period and the data it covers; on success the report opens.
import { Anchor, Button, Checkbox, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  addDays,
  CUSTOM_REPORT_DATA_TYPES,
  CUSTOM_REPORT_DEFAULT_TITLE,
  type CustomReportDataType,
  isoDay,
  customReportLabels as l,
  customReportMessages as m,
} from '@sightline/contracts';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../api/client.ts';
import { useCreateCustomReport, useCustomReports } from '../api/custom-reports.ts';
import { paths } from '../app/paths.ts';
import { formatDay } from '../lib/format.ts';
import { toast } from '../lib/toast.ts';

/** The last 30 days, today included (UTC days, as the server counts). */
const lastMonth = (): [string, string] => {
  const today = isoDay(new Date());
  return [addDays(today, -29), today];
};

export function CustomReportDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateCustomReport(projectId);
  const previous = useCustomReports(projectId).data ?? [];
  const [title, setTitle] = useState(CUSTOM_REPORT_DEFAULT_TITLE);
  const [range, setRange] = useState<[string | null, string | null]>(lastMonth);
  const [types, setTypes] = useState<string[]>([...CUSTOM_REPORT_DATA_TYPES]);
  const [start, end] = range;

  const submit = () =>
    start &&
    end &&
    create.mutate(
      { title, start_date: start, end_date: end, data_types: types as CustomReportDataType[] },
      {
        onSuccess: (report) => navigate(paths.customReport(projectId, report.uuid)),
        onError: (error) => toast.short('error', m.createFailed, errorText(error, m.createFailed)),
      },
    );

  return (
    <Modal opened onClose={onClose} title={l.createTitle} centered>
      <Stack gap="md">
        <TextInput
          label={l.title}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={200}
        />
        <DatePickerInput
          type="range"
          label={l.period}
          value={range}
          onChange={(picked) => setRange([picked[0] ?? null, picked[1] ?? null])}
          maxDate={new Date()}
          allowSingleDateInRange
          leftSection={<IconCalendar size={16} stroke={1.8} />}
        />
        <Checkbox.Group
          label={l.dataTypes}
          value={types}
          onChange={setTypes}
          error={types.length === 0 ? m.dataTypesRequired : undefined}
        >
          <Stack gap={6} mt={6}>
            {CUSTOM_REPORT_DATA_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={l.dataTypeLabels[type]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {l.cancel}
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={!start || !end || types.length === 0}>
            {l.submit}
          </Button>
        </Group>
        {previous.length > 0 && (
          <>
            <Divider label={l.previous} labelPosition="left" />
            <Stack gap={4} data-testid="previous-reports">
              {previous.slice(0, 5).map((r) => (
                <Group key={r.uuid} justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={paths.customReport(projectId, r.uuid)} size="sm">
                    {r.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDay(r.start_date)} – {formatDay(r.end_date)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Modal>
  );
}
