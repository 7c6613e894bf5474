// The Add/Edit Ranking Prompt and Add/Edit Accuracy Prompt dialog (spec 2 section 2.3, 450 px):
// query text, plus the expected response for accuracy prompts, checked with the contracts' schemas;
// for a saved brand also the prompt's tags, saved with it.
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import {
  AccuracyPromptInputSchema,
  promptModalLabels as l,
  PROMPT_MODAL_WIDTH,
  type PromptFamily,
  RankingPromptInputSchema,
  type Tag,
} from '@sightline/contracts';
import { useEffect, useState } from 'react';
import type { PromptInput } from '../../api/prompts.ts';
import { schemaErrors } from '../../lib/form-errors.ts';
import { PromptTagsField } from './tags/PromptTagsField.tsx';

export interface PromptFormModalProps {
  family: PromptFamily;
  opened: boolean;
  /** The prompt being edited; absent when adding. */
  initial?: (PromptInput & { tags?: readonly Tag[] }) | null;
  /** The saved brand the prompt belongs to: shows the Tags field and submits `tag_ids`. */
  projectId?: string;
  saving?: boolean;
  onClose: () => void;
  /** Receives the trimmed input; the dialog stays open until the caller closes it. */
  onSubmit: (input: PromptInput) => void;
}

const titles = {
  ranking: { add: l.addRankingTitle, edit: l.editRankingTitle },
  accuracy: { add: l.addAccuracyTitle, edit: l.editAccuracyTitle },
} as const;

export function PromptFormModal({
  family,
  opened,
  initial,
  projectId,
  saving,
  onClose,
  onSubmit,
}: PromptFormModalProps) {
  const [queryText, setQueryText] = useState('');
  const [expected, setExpected] = useState('');
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [managingTags, setManagingTags] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Every opening starts from the prompt being edited (or empty).
  useEffect(() => {
    if (!opened) return;
    setQueryText(initial?.query_text ?? '');
    setExpected(initial?.expected_response ?? '');
    setTagIds(initial?.tags?.map((tag) => tag.id) ?? []);
    setManagingTags(false);
    setErrors({});
  }, [opened, initial]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input =
      family === 'ranking'
        ? { query_text: queryText }
        : { query_text: queryText, expected_response: expected };
    const found = schemaErrors(
      family === 'ranking' ? RankingPromptInputSchema : AccuracyPromptInputSchema,
      input,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      query_text: queryText.trim(),
      ...(family === 'accuracy' ? { expected_response: expected.trim() } : {}),
      ...(projectId ? { tag_ids: tagIds } : {}),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={initial ? titles[family].edit : titles[family].add}
      size={PROMPT_MODAL_WIDTH}
      closeOnEscape={!managingTags}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={l.queryText}
            value={queryText}
            onChange={(event) => setQueryText(event.currentTarget.value)}
            error={errors.query_text}
            autosize
            minRows={2}
            maxRows={6}
            withAsterisk
            data-autofocus
          />
          {family === 'accuracy' && (
            <Textarea
              label={l.expectedResponse}
              value={expected}
              onChange={(event) => setExpected(event.currentTarget.value)}
              error={errors.expected_response}
              autosize
              minRows={3}
              maxRows={8}
              withAsterisk
            />
          )}
          {projectId && (
            <PromptTagsField
              projectId={projectId}
              value={tagIds}
              onChange={setTagIds}
              initialTags={initial?.tags ?? []}
              onManageTagsOpenedChange={setManagingTags}
            />
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {l.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {initial ? l.save : l.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
