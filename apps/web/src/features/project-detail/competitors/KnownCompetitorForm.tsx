// Add or edit one known competitor inside the Known competitors dialog: name, aliases (tags) and
// domain, checked like the server does, saved through the API with a toast either way.
import { Button, Group, Paper, Stack, TagsInput, TextInput } from '@mantine/core';
import { KNOWN_ALIASES_MAX, type KnownCompetitor, knownCompetitorLabels as l } from '@sightline/contracts';
import { useState } from 'react';
import { ApiRequestError, errorText } from '../../../api/client.ts';
import { useSaveKnownCompetitor } from '../../../api/known-competitors.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type CompetitorFormValues,
  competitorBodyFrom,
  competitorFormErrors,
  competitorFormFrom,
  emptyCompetitorForm,
} from './known-competitors.ts';

export function KnownCompetitorForm({
  projectId,
  competitor,
  existing,
  onDone,
}: {
  projectId: string;
  /** The competitor to edit; absent to add one. */
  competitor?: KnownCompetitor;
  existing: readonly KnownCompetitor[];
  onDone: () => void;
}) {
  const [values, setValues] = useState<CompetitorFormValues>(() =>
    competitor ? competitorFormFrom(competitor) : emptyCompetitorForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveKnownCompetitor(projectId);
  const editing = competitor !== undefined;

  const set = <K extends keyof CompetitorFormValues>(key: K, value: CompetitorFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => field !== key)));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = competitorFormErrors(values, existing, competitor?.id);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = competitorBodyFrom(values);
    save.mutate(
      { ...body, id: competitor?.id },
      {
        onSuccess: (saved) => {
          toast.short('success', editing ? l.updated : l.added, saved.name);
          onDone();
        },
        onError: (error) => {
          const title = editing ? l.updateFailed : l.addFailed;
          if (error instanceof ApiRequestError) {
            const fields = serverFieldErrors(error.errors);
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.')[0], v])));
          }
          toast.short('error', title, errorText(error, title));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="known-competitor-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={l.name}
            placeholder={l.namePlaceholder}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
            withAsterisk
            data-autofocus
            autoFocus
          />
          <TagsInput
            label={l.aliases}
            description={l.aliasesHint}
            placeholder={values.aliases.length < KNOWN_ALIASES_MAX ? l.aliasesPlaceholder : undefined}
            value={values.aliases}
            onChange={(aliases) => set('aliases', aliases)}
            error={errors.aliases}
            maxTags={KNOWN_ALIASES_MAX}
            splitChars={[',']}
            acceptValueOnBlur
            clearable
          />
          <TextInput
            label={l.domain}
            description={l.domainHint}
            placeholder={l.domainPlaceholder}
            value={values.domain}
            onChange={(event) => set('domain', event.currentTarget.value)}
            error={errors.domain}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {l.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? l.save : l.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
