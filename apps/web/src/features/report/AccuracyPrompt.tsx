// An accuracy prompt page: the expected response, then per provider the current and previous
// rating, the response cut at 100 characters, the justification and the sources.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { reportPageLabels as l, type ReportDocument } from '@sightline/contracts';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { RatedByLine } from '../../components/RatedByLine.tsx';
import { TextRemovedNote } from '../../components/TextRemovedNote.tsx';
import { providerLabel } from '../../lib/format.ts';
import classes from './report.module.css';
import { type RatingTone, ratingLabel, ratingTone, shortResponse, shortUrl } from './report-view.ts';

type Accuracy = ReportDocument['question_analysis_list'][number];
type ProviderResult = Accuracy['question_results'][number];

const toneColors: Record<RatingTone, string> = {
  correct: 'teal',
  partial: 'yellow',
  wrong: 'red',
  none: 'gray',
};

function Rating({
  label,
  rating,
  variant,
}: {
  label: string;
  rating: number | null;
  variant: 'filled' | 'light';
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Badge size="sm" variant={variant} color={toneColors[ratingTone(rating)]} tt="none">
        {ratingLabel(rating)}
      </Badge>
    </Group>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function ProviderAccuracy({ result }: { result: ProviderResult }) {
  return (
    <div className={classes.block}>
      <Group justify="space-between" mb={6} wrap="wrap" gap="xs">
        <Text fw={700}>{providerLabel(result.llm_company)}</Text>
        <Group gap="md">
          <Rating label={l.currentRating} rating={result.current_rating} variant="filled" />
          <Rating label={l.previousRating} rating={result.previous_rating} variant="light" />
        </Group>
      </Group>
      <Stack gap={6}>
        <Field label={l.response}>
          {result.current_text_removed_at ? (
            <TextRemovedNote at={result.current_text_removed_at} />
          ) : (
            <Text size="sm">{shortResponse(result.current_response) ?? l.noResponse}</Text>
          )}
        </Field>
        {result.current_justification && (
          <Field label={l.justification}>
            <Text size="sm" c="gray.7">
              {result.current_justification}
            </Text>
          </Field>
        )}
        {result.current_sources.length > 0 && (
          <Field label={l.sources}>
            <Stack gap={0}>
              {result.current_sources.map((url) => (
                <ExternalLink key={url} url={url} size="xs" title={url}>
                  {shortUrl(url)}
                </ExternalLink>
              ))}
            </Stack>
          </Field>
        )}
      </Stack>
    </div>
  );
}

export function AccuracyPrompt({ prompt }: { prompt: Accuracy }) {
  return (
    <>
      <div className={classes.block} style={{ background: 'var(--mantine-color-gray-0)' }}>
        <Field label={l.expectedResponse}>
          <Text size="sm" fw={500}>
            {prompt.expected_response}
          </Text>
        </Field>
        <RatedByLine ratedBy={prompt.rated_by} />
      </div>
      {prompt.question_results.map((result) => (
        <ProviderAccuracy key={result.llm_company} result={result} />
      ))}
    </>
  );
}
