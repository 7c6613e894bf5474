// Import answers captured in the engines' own apps (editors): choose a JSONL or CSV file, check it
// (the server reports each bad row), then import the valid rows only on confirmation; nothing is stored
// before that. Earlier imports are listed below, each can be taken back.
import { Alert, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { type AnswerImportReport, answerImportLabels as l } from '@sightline/contracts';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useAnswerImport, useAnswerImports, useDeleteAnswerImport } from '../../../api/answer-imports.ts';
import { ApiRequestError } from '../../../api/client.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';

const fileError = (error: unknown) =>
  error instanceof ApiRequestError ? (error.errors?.file?.[0] ?? error.message) : null;

function EarlierImports({ projectId }: { projectId: string }) {
  const imports = useAnswerImports(projectId).data?.imports ?? [];
  const remove = useDeleteAnswerImport(projectId);
  if (imports.length === 0) return null;
  return (
    <Stack gap={4} data-testid="earlier-imports">
      <Text size="sm" fw={600}>
        {l.earlierImports}
      </Text>
      {imports.map((i) => (
        <Group key={i.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="earlier-import">
          <Text size="sm">
            {l.importLine(i.file_name, i.answers, i.created_by, formatShortDateTime(i.created_at) ?? '')}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending && remove.variables === i.id}
            onClick={() =>
              remove.mutate(i.id, {
                onSuccess: () => toast.short('success', l.title, l.importDeleted),
                onError: (error) => toast.short('error', l.title, error.message),
              })
            }
          >
            {l.deleteImport}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function ImportDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<AnswerImportReport | null>(null);
  const upload = useAnswerImport(projectId);
  const choose = (next: File | null) => {
    setFile(next);
    setReport(null);
    upload.reset();
  };
  const check = () => file && upload.mutate({ file, confirm: false }, { onSuccess: setReport });
  const confirm = () =>
    file &&
    upload.mutate(
      { file, confirm: true },
      {
        onSuccess: (done) => {
          toast.short('success', l.title, l.imported(done.imported));
          onClose();
        },
      },
    );
  return (
    <Stack gap="md" data-testid="import-dialog">
      <Text size="sm" c="dimmed">
        {l.intro}
      </Text>
      <FileInput
        label={l.file}
        accept=".jsonl,.ndjson,.csv,.txt,text/csv,application/x-ndjson,text/plain"
        value={file}
        onChange={choose}
        error={fileError(upload.error)}
        clearable
      />
      {report && (
        <Stack gap="xs" data-testid="import-report">
          <Alert color={report.errors.length ? 'yellow' : 'teal'} variant="light" p="sm">
            {l.checked(report.valid, report.rows)}
          </Alert>
          {report.errors.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                {l.badRows}
              </Text>
              <ScrollArea.Autosize mah={200}>
                <List size="sm" spacing={2} data-testid="import-errors">
                  {report.errors.map((e) => (
                    <List.Item key={e.row}>{l.rowError(e.row, e.messages)}</List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            </>
          )}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {l.cancel}
        </Button>
        {report ? (
          <Button onClick={confirm} loading={upload.isPending} disabled={report.valid === 0}>
            {l.importValid(report.valid)}
          </Button>
        ) : (
          <Button onClick={check} loading={upload.isPending} disabled={!file}>
            {l.check}
          </Button>
        )}
      </Group>
      <EarlierImports projectId={projectId} />
    </Stack>
  );
}

export function ImportAnswersButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpen(true)}>
        {l.open}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={l.title} size="lg">
        {open && <ImportDialog projectId={projectId} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
