// The Keyword Analysis form (spec 3 section 2.1): title, website, comma-separated keywords, country and
// language, the executions-left counter and the primary button (Run, Refresh or Upgrade Plan). A
// selected analysis shows its own values, read-only: Refresh runs it again as it was.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  KEYWORD_COUNTRIES,
  KEYWORD_LANGUAGES,
  keywordLabels as l,
  splitKeywords,
  trialMessages,
} from '@sightline/contracts';
import { IconPlayerPlay, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { canRun, type KeywordFormValues } from './keyword-form.ts';

const countryOptions = KEYWORD_COUNTRIES.map((c) => ({ value: c.code, label: c.name }));
const languageOptions = KEYWORD_LANGUAGES.map((lang) => ({ value: lang.code, label: lang.name }));

interface KeywordFormProps {
  values: KeywordFormValues;
  onChange: (values: KeywordFormValues) => void;
  errors: Record<string, string>;
  /** An analysis is selected: its values are shown read-only and the button refreshes it. */
  selected: boolean;
  remaining: number | null | undefined;
  /** The upgrade message when in upgrade mode, else null. */
  upgrade: string | null;
  busy: boolean;
  onRun: () => void;
}

function ExecutionsLeft({ remaining }: { remaining: number | null | undefined }) {
  if (remaining === undefined) return null;
  return (
    <Badge
      variant="light"
      color={remaining === null || remaining > 0 ? 'brand' : 'red'}
      size="lg"
      data-testid="executions-left"
    >
      {remaining === null ? l.unlimitedExecutions : l.executionsLeft(Math.max(0, remaining))}
    </Badge>
  );
}

export function KeywordForm({
  values,
  onChange,
  errors,
  selected,
  remaining,
  upgrade,
  busy,
  onRun,
}: KeywordFormProps) {
  /** What every field shares: its value, its server error, read-only while an analysis is selected. */
  const field = (name: keyof KeywordFormValues) => ({
    value: values[name],
    error: errors[name],
    readOnly: selected,
    required: true,
  });
  const typed = (name: keyof KeywordFormValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [name]: event.currentTarget.value });
  const picked = (name: keyof KeywordFormValues) => (value: string | null) =>
    onChange({ ...values, [name]: value ?? '' });
  const count = splitKeywords(values.keywords).length;
  const label = upgrade ? l.upgradePlan : selected ? l.refreshAnalysis : l.runAnalysis;
  const icon = upgrade ? (
    <IconSparkles size={16} />
  ) : selected ? (
    <IconRefresh size={16} />
  ) : (
    <IconPlayerPlay size={16} />
  );
  return (
    <SectionCard title={l.formTitle} badge={<ExecutionsLeft remaining={remaining} />} testId="keyword-form">
      <Stack px="lg" pb="lg" gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={l.title}
            placeholder={l.titlePlaceholder}
            {...field('title')}
            onChange={typed('title')}
          />
          <TextInput
            label={l.website}
            placeholder={l.websitePlaceholder}
            {...field('website')}
            onChange={typed('website')}
          />
        </SimpleGrid>
        <Textarea
          label={l.keywords}
          description={l.keywordsHint}
          placeholder={l.keywordsPlaceholder}
          {...field('keywords')}
          onChange={typed('keywords')}
          autosize
          minRows={2}
          maxRows={6}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(
            [
              ['country', l.country, countryOptions],
              ['language', l.language, languageOptions],
            ] as const
          ).map(([name, fieldLabel, data]) => (
            <Select
              key={name}
              label={fieldLabel}
              data={data}
              {...field(name)}
              onChange={picked(name)}
              searchable
              allowDeselect={false}
            />
          ))}
        </SimpleGrid>
        {upgrade && (
          <Alert color="yellow" title={trialMessages.upgradeRequiredTitle} data-testid="upgrade-alert">
            <Text size="sm">
              {upgrade}{' '}
              <Anchor component={Link} to={paths.subscriptions} size="sm">
                {l.viewPlans}
              </Anchor>
            </Text>
          </Alert>
        )}
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" data-testid="keyword-count">
            {l.keywordCount(count)}
          </Text>
          <Button
            leftSection={icon}
            onClick={onRun}
            loading={busy}
            disabled={!canRun(values, upgrade !== null)}
            color={upgrade ? 'orange' : undefined}
          >
            {label}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
