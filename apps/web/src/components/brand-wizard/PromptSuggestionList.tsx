// Prompt rows of the wizard's step 3: suggested and manual prompts are selectable (checkbox row),
// saved prompts of a brand (edit mode) can be edited and removed. Each row with an explanation can
// show it.
import { ActionIcon, Anchor, Checkbox, Collapse, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { brandWizardLabels as l } from '@sightline/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PromptDraft } from './brand-form.ts';
import classes from './PromptSuggestionList.module.css';

export interface PromptSuggestionListProps {
  prompts: PromptDraft[];
  /** Makes rows selectable. */
  onToggle?: (key: string) => void;
  onEdit?: (prompt: PromptDraft) => void;
  onRemove?: (prompt: PromptDraft) => void;
  /** Shown when the list is empty. */
  emptyText?: string;
  label: string;
}

function PromptRow({
  prompt,
  onToggle,
  onEdit,
  onRemove,
}: { prompt: PromptDraft } & Omit<PromptSuggestionListProps, 'prompts' | 'label' | 'emptyText'>) {
  const [explained, setExplained] = useState(false);
  const selectable = Boolean(onToggle);
  const toggle = () => onToggle?.(prompt.key);
  // Suggestions are unselected, not removed.
  const removable = Boolean(onRemove) && prompt.source !== 'suggested';

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.row}
      data-selectable={selectable || undefined}
      data-selected={(selectable && prompt.selected) || undefined}
      onClick={selectable ? toggle : undefined}
      data-testid="prompt-row"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {selectable && (
          <Checkbox
            checked={prompt.selected}
            onChange={toggle}
            onClick={(event) => event.stopPropagation()}
            aria-label={prompt.query_text}
            mt={2}
          />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {prompt.query_text}
          </Text>
          {prompt.expected_response !== undefined && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} inherit>
                {l.expectedAnswer}:
              </Text>{' '}
              {prompt.expected_response}
            </Text>
          )}
          {prompt.explanation && (
            <>
              <Anchor
                component="button"
                type="button"
                size="xs"
                w="fit-content"
                onClick={(event) => {
                  event.stopPropagation();
                  setExplained((open) => !open);
                }}
                aria-expanded={explained}
              >
                {explained ? l.hideExplanation : l.showExplanation}
              </Anchor>
              <Collapse expanded={explained}>
                <Text size="xs" c="dimmed" className={classes.explanation}>
                  {prompt.explanation}
                </Text>
              </Collapse>
            </>
          )}
        </Stack>
        {(onEdit || removable) && (
          <Group gap={2} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
            {onEdit && (
              <Tooltip label={l.editPrompt} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`${l.editPrompt} ${prompt.query_text}`}
                  onClick={() => onEdit(prompt)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {removable && onRemove && (
              <Tooltip label={l.removePrompt} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${l.removePrompt} ${prompt.query_text}`}
                  onClick={() => onRemove(prompt)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

export function PromptSuggestionList({ prompts, emptyText, label, ...actions }: PromptSuggestionListProps) {
  if (prompts.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed" fs="italic">
        {emptyText}
      </Text>
    ) : null;
  }
  return (
    <Stack component="ul" gap="xs" aria-label={label} className={classes.list}>
      {prompts.map((prompt) => (
        <li key={prompt.key}>
          <PromptRow prompt={prompt} {...actions} />
        </li>
      ))}
    </Stack>
  );
}
