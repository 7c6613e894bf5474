// Implemented Changes (spec 2 section 2.4): the changes logged against the report (type, description,
// URL domain, date, delete), Add New Change, and See Metrics for a change that targets a prompt.
import { Button, Group, Modal, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  CHANGE_TYPES,
  type ImplementedChange,
  implementedChangeCreateSchema,
  isoDay,
  recommendationLabels as l,
  recommendationMessages as m,
  type Project,
} from '@sightline/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { useAddChange, useDeleteChange } from '../../../api/recommendations.ts';
import { paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { brandAccess } from '../../../lib/brand-access.ts';
import { formatDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';

const domainOf = (url: string | null) => {
  if (!url) return '–';
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

const metricsPath = (c: ImplementedChange) =>
  c.query_id
    ? `${c.query_kind === 'QUESTION' ? paths.questionQuery(c.query_id) : paths.rankingQuery(c.query_id)}?change=change-${c.id}`
    : null;

function AddChangeDialog({
  project,
  reportId,
  onClose,
}: {
  project: Project;
  reportId: string;
  onClose: () => void;
}) {
  const add = useAddChange(reportId);
  const form = useForm({
    initialValues: { change_type: '', description: '', url: '', implementation_date: '', query_id: '' },
    validate: (values) => {
      const parsed = implementedChangeCreateSchema(() => new Date()).safeParse({
        ...values,
        query_id: values.query_id || null,
      });
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
  });
  const prompts = [...project.ranking_queries, ...project.question_queries].map((p) => ({
    value: p.uuid,
    label: p.query_text,
  }));
  const submit = form.onSubmit((values) =>
    add.mutate(
      { ...values, query_id: values.query_id || null },
      {
        onSuccess: () => {
          toast.short('success', m.changeRecorded, values.description);
          onClose();
        },
        onError: (error) => toast.short('error', m.saveChangeFailed, errorText(error, m.saveChangeFailed)),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={l.addChange} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={l.changeTypeField}
            data={[...CHANGE_TYPES]}
            withAsterisk
            data-testid="change-type"
            {...form.getInputProps('change_type')}
          />
          <Textarea
            label={l.descriptionField}
            withAsterisk
            autosize
            minRows={2}
            data-testid="change-description"
            {...form.getInputProps('description')}
          />
          <TextInput
            label={l.urlField}
            placeholder={l.urlPlaceholder}
            data-testid="change-url"
            {...form.getInputProps('url')}
          />
          <DateInput
            label={l.dateField}
            withAsterisk
            valueFormat="YYYY-MM-DD"
            maxDate={isoDay(new Date())}
            data-testid="change-date"
            {...form.getInputProps('implementation_date')}
            onChange={(v) => form.setFieldValue('implementation_date', v ?? '')}
          />
          <Select
            label={l.targetQueryField}
            description={l.targetQueryHint}
            data={prompts}
            clearable
            searchable
            data-testid="change-query"
            {...form.getInputProps('query_id')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {l.cancel}
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="change-save">
              {l.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ImplementedChanges({
  project,
  reportId,
  changes,
}: {
  project: Project;
  reportId: string;
  changes: readonly ImplementedChange[];
}) {
  const canEdit = brandAccess(project.permission).edit;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ImplementedChange | null>(null);
  const remove = useDeleteChange(reportId);
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.short('success', m.changeDeleted, deleting.description);
        setDeleting(null);
      },
      onError: (error) => toast.short('error', m.deleteChangeFailed, errorText(error, m.deleteChangeFailed)),
    });
  return (
    <Stack gap="md" data-testid="implemented-changes">
      {canEdit && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setAdding(true)}
            data-testid="add-change"
          >
            {l.addChange}
          </Button>
        </Group>
      )}
      {changes.length === 0 ? (
        <Text c="dimmed" size="sm">
          {l.noChangesLogged}
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{l.changeType}</Table.Th>
              <Table.Th>{l.description}</Table.Th>
              <Table.Th>{l.urlDomain}</Table.Th>
              <Table.Th>{l.implementationDate}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((c) => {
              const metrics = metricsPath(c);
              return (
                <Table.Tr key={c.id} data-testid="change-row">
                  <Table.Td>{c.change_type}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{c.description}</Text>
                    {c.query_text && (
                      <Text size="xs" c="dimmed">
                        {c.query_text}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{domainOf(c.url)}</Table.Td>
                  <Table.Td>{formatDay(c.implementation_date)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {metrics && (
                        <Button component={Link} to={metrics} size="xs" variant="light">
                          {l.seeMetrics}
                        </Button>
                      )}
                      {canEdit && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => setDeleting(c)}
                          data-testid="delete-change"
                        >
                          {l.delete}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {adding && <AddChangeDialog project={project} reportId={reportId} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={l.deleteConfirmTitle}
        message={l.deleteConfirm}
        confirmLabel={l.delete}
        cancelLabel={l.cancel}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
