// Manual prompt entry of step 3: a ranking prompt's text, or an accuracy prompt's question and
// expected answer. Added prompts start selected; adding needs room in the plan and the text.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { brandWizardLabels as l } from '@sightline/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { canAddPrompt, manualDraft, type PromptDraft, type PromptKind } from './brand-form.ts';

export interface ManualPromptFormProps {
  kind: PromptKind;
  remaining: number;
  onAdd: (prompt: PromptDraft) => void;
}

export function ManualPromptForm({ kind, remaining, onAdd }: ManualPromptFormProps) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');
  const enabled = canAddPrompt(kind, remaining, text, answer);

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    onAdd(manualDraft(kind, text, answer));
    setText('');
    setAnswer('');
  };

  const addButton = (
    <Button type="submit" variant="light" leftSection={<IconPlus size={16} />} disabled={!enabled}>
      {l.add}
    </Button>
  );

  if (kind === 'ranking') {
    return (
      <form onSubmit={add}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={l.addRankingPrompt}
            placeholder={l.promptTextPlaceholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {addButton}
        </Group>
      </form>
    );
  }
  return (
    <form onSubmit={add}>
      <Stack gap="xs">
        <TextInput
          label={l.addAccuracyPrompt}
          description={l.question}
          placeholder={l.questionPlaceholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Textarea
          aria-label={l.expectedAnswer}
          description={l.expectedAnswer}
          placeholder={l.expectedAnswerPlaceholder}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={5}
        />
        <Group justify="flex-end">{addButton}</Group>
      </Stack>
    </form>
  );
}
