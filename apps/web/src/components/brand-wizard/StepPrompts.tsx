// Step 3, Prompt Analysis: the website analyzer (create mode), then ranking and accuracy prompts,
// each with its list and manual add form. Edit mode lists the brand's prompts, editable and removable.
import { Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { brandWizardLabels as l } from '@sightline/contracts';
import { useState } from 'react';
import { ConfirmDeletePromptDialog } from '../prompt-modals/ConfirmDeletePromptModal.tsx';
import { PromptFormModal } from '../prompt-modals/PromptFormModal.tsx';
import { chosenPrompts, type PromptDraft, type PromptKind } from './brand-form.ts';
import { ManualPromptForm } from './ManualPromptForm.tsx';
import { PromptSuggestionList } from './PromptSuggestionList.tsx';
import { RemainingPrompts } from './RemainingPrompts.tsx';
import type { BrandWizardState } from './useBrandWizard.ts';
import { WebsiteAnalyzer } from './WebsiteAnalyzer.tsx';

const sections = {
  ranking: { title: l.rankingPrompts, hint: l.rankingPromptsHint },
  accuracy: { title: l.accuracyPrompts, hint: l.accuracyPromptsHint },
} as const;

type Target = { kind: PromptKind; prompt: PromptDraft } | null;

function PromptSection({
  kind,
  wizard,
  onEdit,
  onRemove,
}: {
  kind: PromptKind;
  wizard: BrandWizardState;
  onEdit: (target: NonNullable<Target>) => void;
  onRemove: (target: NonNullable<Target>) => void;
}) {
  const { values, mode, remaining, errors } = wizard;
  const prompts = values[kind];
  const editing = mode === 'edit';
  const chosen = chosenPrompts(values)[kind].length;
  const removeNow = (prompt: PromptDraft) =>
    wizard.editPrompts(kind, (list) => list.filter((p) => p.key !== prompt.key));

  return (
    <Stack gap="sm" data-testid={`${kind}-prompts`}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={4}>{sections[kind].title}</Title>
          <Text size="xs" c="dimmed">
            {sections[kind].hint}
          </Text>
        </div>
        {prompts.length > 0 && (
          <Badge variant="light" color={chosen ? 'brand' : 'gray'} style={{ textTransform: 'none' }}>
            {editing ? prompts.length : `${chosen} / ${prompts.length}`}
          </Badge>
        )}
      </Group>
      {errors[kind] && (
        <Text size="sm" c="red">
          {errors[kind]}
        </Text>
      )}
      <PromptSuggestionList
        label={sections[kind].title}
        prompts={prompts}
        emptyText={editing ? l.noPromptsYet : undefined}
        onToggle={editing ? undefined : (key) => wizard.togglePrompt(kind, key)}
        onEdit={editing ? (prompt) => onEdit({ kind, prompt }) : undefined}
        onRemove={(prompt) => {
          if (prompt.source === 'existing') onRemove({ kind, prompt });
          else if (editing || prompt.source === 'manual') removeNow(prompt);
        }}
      />
      <ManualPromptForm
        kind={kind}
        remaining={remaining}
        onAdd={(prompt) => wizard.editPrompts(kind, (list) => [...list, prompt])}
      />
    </Stack>
  );
}

export function StepPrompts({ wizard }: { wizard: BrandWizardState }) {
  const [editing, setEditing] = useState<Target>(null);
  const [removing, setRemoving] = useState<Target>(null);
  const { values, mode, remaining } = wizard;
  const chosen = chosenPrompts(values);

  const saveEdit = (input: { query_text: string; expected_response?: string }) => {
    if (!editing) return;
    const { kind, prompt } = editing;
    wizard.editPrompts(kind, (list) => list.map((p) => (p.key === prompt.key ? { ...p, ...input } : p)));
    setEditing(null);
  };

  const confirmRemove = () => {
    if (!removing) return;
    const { kind, prompt } = removing;
    wizard.editPrompts(kind, (list) => list.filter((p) => p.key !== prompt.key));
    setRemoving(null);
  };

  return (
    <Stack gap="lg">
      {mode === 'create' && <WebsiteAnalyzer wizard={wizard} />}
      {Number.isFinite(remaining) && (
        <RemainingPrompts remaining={remaining} chosen={chosen.ranking.length + chosen.accuracy.length} />
      )}
      <PromptSection kind="ranking" wizard={wizard} onEdit={setEditing} onRemove={setRemoving} />
      <Divider />
      <PromptSection kind="accuracy" wizard={wizard} onEdit={setEditing} onRemove={setRemoving} />
      <PromptFormModal
        family={editing?.kind ?? 'ranking'}
        opened={editing !== null}
        initial={editing?.prompt}
        onClose={() => setEditing(null)}
        onSubmit={saveEdit}
      />
      <ConfirmDeletePromptDialog
        opened={removing !== null}
        queryText={removing?.prompt.query_text ?? ''}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
