// The Tags field of a saved brand's prompt: a searchable multiselect of the brand's tags where a
// new name is offered as "Create tag '…'" (created at once, then picked), with Manage tags beside
// its label. The picked ids are saved with the prompt by the dialog.
import { Combobox, Group, Input, Pill, PillsInput, Stack, Text, useCombobox } from '@mantine/core';
import { promptModalLabels as l, type Tag } from '@sightline/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useCreateTag, useProjectTags } from '../../../api/tags.ts';
import { toast } from '../../../lib/toast.ts';
import { toastFailure } from '../prompt-errors.ts';
import { ManageTagsPopover } from './ManageTagsPopover.tsx';
import { pickedTags, tagChoices } from './tag-choices.ts';

/** The option value of "Create tag '…'"; tag options use their ids, which are digits. */
const CREATE = 'create';

export interface PromptTagsFieldProps {
  projectId: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** The tags the prompt came with, named until the brand's tags have loaded. */
  initialTags: readonly Tag[];
  onManageTagsOpenedChange: (opened: boolean) => void;
}

export function PromptTagsField({
  projectId,
  value,
  onChange,
  initialTags,
  onManageTagsOpenedChange,
}: PromptTagsFieldProps) {
  const { data: tags } = useProjectTags(projectId);
  const create = useCreateTag(projectId);
  const [search, setSearch] = useState('');
  const inputId = useId();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const choices = tagChoices(tags ?? [], value, search);
  const picked = pickedTags(value, tags, initialTags);

  const pick = (id: number) => {
    onChange([...value, id]);
    setSearch('');
  };
  const unpick = (id: number) => onChange(value.filter((v) => v !== id));

  const submit = (option: string) => {
    if (option !== CREATE) return pick(Number(option));
    if (!choices.create || create.isPending) return;
    create.mutate(choices.create, {
      onSuccess: (tag) => {
        toast.short('success', l.tagCreated, tag.name);
        pick(tag.id);
      },
      onError: (error) => toastFailure(error, l.createTagFailed, l.createTagFailed),
    });
  };

  return (
    <Stack gap={4}>
      {/* The label row is built here: Manage tags is a button, and a button may not sit in a label. */}
      <Group justify="space-between" gap="xs">
        <Input.Label htmlFor={inputId}>{l.tags}</Input.Label>
        <ManageTagsPopover
          projectId={projectId}
          tags={tags ?? []}
          onDeleted={unpick}
          onOpenedChange={onManageTagsOpenedChange}
        />
      </Group>
      <Combobox store={combobox} onOptionSubmit={submit}>
        <Combobox.DropdownTarget>
          <PillsInput id={inputId} onClick={() => combobox.openDropdown()} data-testid="prompt-tags-field">
            <Pill.Group>
              {picked.map((tag) => (
                <Pill
                  key={tag.id}
                  withRemoveButton
                  onRemove={() => unpick(tag.id)}
                  removeButtonProps={{ 'aria-label': l.removeTag(tag.name) }}
                >
                  {tag.name}
                </Pill>
              ))}
              <Combobox.EventsTarget>
                <PillsInput.Field
                  value={search}
                  placeholder={picked.length === 0 ? l.tagsPlaceholder : undefined}
                  onFocus={() => combobox.openDropdown()}
                  onBlur={() => combobox.closeDropdown()}
                  onChange={(event) => {
                    combobox.updateSelectedOptionIndex();
                    setSearch(event.currentTarget.value);
                  }}
                  onKeyDown={(event) => {
                    // Backspace in an empty field takes back the last tag, as in Mantine's MultiSelect.
                    if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                      event.preventDefault();
                      unpick(value[value.length - 1]);
                    }
                  }}
                />
              </Combobox.EventsTarget>
            </Pill.Group>
          </PillsInput>
        </Combobox.DropdownTarget>

        {/* Nothing to pick and nothing typed: no dropdown over the dialog's buttons. */}
        <Combobox.Dropdown hidden={choices.options.length === 0 && !choices.create && !search.trim()}>
          <Combobox.Options mah={200} style={{ overflowY: 'auto' }}>
            {choices.options.map((tag) => (
              <Combobox.Option value={String(tag.id)} key={tag.id}>
                {tag.name}
              </Combobox.Option>
            ))}
            {choices.create && (
              <Combobox.Option value={CREATE} disabled={create.isPending}>
                <Group gap={6} wrap="nowrap">
                  <IconPlus size={14} />
                  <Text size="sm">{l.createTag(choices.create)}</Text>
                </Group>
              </Combobox.Option>
            )}
            {choices.options.length === 0 && !choices.create && (
              <Combobox.Empty>{l.noMatchingTags}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </Stack>
  );
}
