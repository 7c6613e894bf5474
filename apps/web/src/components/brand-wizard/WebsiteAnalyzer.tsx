// The website analyzer of step 3 (create mode; spec 1 sections 4 and 5): idle, loading, complete or
// error. Complete locks the URL and offers Re-analyze, which clears the suggestions first.
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { brandWizardLabels as l, websiteMessages } from '@sightline/contracts';
import { IconRefresh, IconSparkles, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { useAnalyzeWebsite } from '../../api/projects.ts';
import { normaliseWebsiteUrl, type PromptDraft, suggestionDrafts } from './brand-form.ts';
import type { BrandWizardState } from './useBrandWizard.ts';

const withoutSuggestions = (prompts: PromptDraft[]) => prompts.filter((p) => p.source !== 'suggested');

export function WebsiteAnalyzer({ wizard }: { wizard: BrandWizardState }) {
  const { values, change } = wizard;
  const analyze = useAnalyzeWebsite();
  const [urlError, setUrlError] = useState<string | null>(null);
  const complete = Boolean(values.entity_website) && !analyze.isPending;

  /** Back to an empty analysis: no suggestions, no domain. */
  const clear = (patch: { website_input?: string } = {}) =>
    change((current) => ({
      ...patch,
      entity_website: '',
      domain: '',
      ranking: withoutSuggestions(current.ranking),
      accuracy: withoutSuggestions(current.accuracy),
    }));

  const run = () => {
    const target = normaliseWebsiteUrl(values.website_input);
    if (!target.ok) {
      setUrlError(target.error);
      return;
    }
    setUrlError(null);
    clear();
    analyze.mutate(
      { url: target.url, entity_name: values.entity_name.trim(), entity_location: values.location.trim() },
      {
        onSuccess: (reply) => {
          const drafts = suggestionDrafts(reply);
          change((current) => ({
            website_input: target.url,
            entity_website: target.url,
            domain: target.domain,
            ranking: [...drafts.ranking, ...withoutSuggestions(current.ranking)],
            accuracy: [...drafts.accuracy, ...withoutSuggestions(current.accuracy)],
          }));
        },
        onError: (error) => setUrlError(errorText(error, websiteMessages.analyzeFailed, 'detail')),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Group gap="xs">
          <IconSparkles size={18} color="var(--mantine-color-brand-6)" />
          <Text size="sm" c="dimmed">
            {l.analyzerIntro}
          </Text>
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            run();
          }}
          noValidate
        >
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={l.websiteUrl}
              placeholder={l.websiteUrlPlaceholder}
              leftSection={<IconWorld size={16} />}
              value={values.website_input}
              onChange={(event) => {
                setUrlError(null);
                change({ website_input: event.currentTarget.value });
              }}
              disabled={complete || analyze.isPending}
              error={urlError}
              withAsterisk
              style={{ flex: 1 }}
            />
            <Button
              type="submit"
              mt={28}
              size="md"
              loading={analyze.isPending}
              leftSection={complete ? <IconRefresh size={16} /> : <IconSparkles size={16} />}
            >
              {complete ? l.reanalyze : l.analyze}
            </Button>
          </Group>
        </form>
        {analyze.isPending && (
          <Alert variant="light" color="brand" icon={<Loader size={18} />} data-testid="analyzing">
            {l.analyzing}
          </Alert>
        )}
        {complete && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {l.domain}:
            </Text>
            <Badge
              variant="light"
              color="teal"
              style={{ textTransform: 'none' }}
              data-testid="analyzed-domain"
            >
              {values.domain}
            </Badge>
            <Anchor component="button" type="button" size="sm" onClick={() => clear()}>
              {l.changeUrl}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
