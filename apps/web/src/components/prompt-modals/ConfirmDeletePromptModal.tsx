// Confirm Delete for a prompt (spec 2 section 2.3): shows the query text and deletes through the API.
import { Blockquote, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  promptModalLabels as l,
  projectMessages as m,
  PROMPT_MODAL_WIDTH,
  type PromptFamily,
} from '@sightline/contracts';
import { useDeletePrompt } from '../../api/prompts.ts';
import { toast } from '../../lib/toast.ts';
import { promptFailureTexts, toastFailure } from './prompt-errors.ts';

export interface ConfirmDeletePromptModalProps {
  family: PromptFamily;
  projectId: string;
  /** The prompt to delete; the dialog is open while it is set. */
  prompt: { id: number; query_text: string } | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}

/** The dialog itself, for callers that delete locally (the brand wizard) or through the API. */
export function ConfirmDeletePromptDialog({
  queryText,
  opened,
  deleting,
  onConfirm,
  onClose,
}: {
  queryText: string;
  opened: boolean;
  deleting?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={l.deleteTitle}
      size={PROMPT_MODAL_WIDTH}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text>{m.deleteConfirm}</Text>
        <Blockquote
          color="red"
          p="sm"
          radius="md"
          styles={{ root: { fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          {queryText}
        </Blockquote>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            {l.cancel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {l.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ConfirmDeletePromptModal({
  family,
  projectId,
  prompt,
  onClose,
  onDeleted,
}: ConfirmDeletePromptModalProps) {
  const remove = useDeletePrompt(projectId, family);
  const failed = promptFailureTexts(family, 'delete');

  const confirm = () => {
    if (!prompt) return;
    remove.mutate(prompt.id, {
      onSuccess: () => {
        toast.short('success', m.queryDeleted, prompt.query_text);
        onDeleted?.(prompt.id);
        onClose();
      },
      onError: (error) => toastFailure(error, failed.title, failed.fallback),
    });
  };

  return (
    <ConfirmDeletePromptDialog
      queryText={prompt?.query_text ?? ''}
      opened={prompt !== null}
      deleting={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
