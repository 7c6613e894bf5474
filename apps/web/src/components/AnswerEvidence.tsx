// An answer as the evidence of its reading, the one view every "See Full Response" uses: the answer's
// sanitized markdown with the brand's mentions, each competitor's, the item that gave the position
// and the source markers highlighted, a legend, the reading in force and, for editors, its correction.
// Once the retention policy removed the text, the reading stays and a line says when the text went.
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import {
  type AnswerOrigin,
  type AnswerSpans,
  CORRECTION_KINDS,
  type CorrectionKind,
  type AnswerEvidence as Evidence,
  type HighlightKind,
  evidenceLabels as l,
} from '@sightline/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useAnswerCorrection, useAnswerEvidence } from '../api/evidence.ts';
import { formatShortDateTime } from '../lib/format.ts';
import { highlightsOf, kindsIn } from '../lib/highlights.ts';
import { toast } from '../lib/toast.ts';
import { HIGHLIGHT_STYLES } from './markdown/highlight-marks.tsx';
import { ProviderName } from './ProviderName.tsx';
import { SafeMarkdown } from './SafeMarkdown.tsx';
import { TextRemovedNote } from './TextRemovedNote.tsx';

/** The swatches of the kinds of highlight shown. */
export function HighlightLegend({ kinds }: { kinds: readonly HighlightKind[] }) {
  return (
    <Group gap="sm" data-testid="evidence-legend" aria-label={l.legend}>
      <Text size="xs" c="dimmed" fw={600}>
        {l.legend}
      </Text>
      {kinds.map((kind) => (
        <Group key={kind} gap={4} wrap="nowrap">
          <mark
            aria-hidden
            style={{ ...HIGHLIGHT_STYLES[kind], width: 14, height: 10, display: 'inline-block' }}
          />
          <Text size="xs">{l.kinds[kind]}</Text>
        </Group>
      ))}
    </Group>
  );
}

function CorrectionForm({
  projectId,
  evidence,
  origin,
}: {
  projectId: string;
  evidence: Evidence;
  origin: AnswerOrigin;
}) {
  const { correct, withdraw } = useAnswerCorrection(projectId, evidence.id, origin);
  const [kind, setKind] = useState<CorrectionKind>('WRONG_POSITION');
  const [position, setPosition] = useState<number | ''>('');
  const failed = (error: Error) => toast.short('error', l.correctReading, error.message);
  const save = () =>
    correct.mutate(
      { kind, position: kind === 'NOT_MY_BRAND' || position === '' ? null : position },
      { onSuccess: () => toast.short('success', l.correctReading, l.correctionSaved), onError: failed },
    );
  const { correction } = evidence;
  return (
    <Stack gap="xs" data-testid="evidence-correction">
      {correction && (
        <Group gap="sm" justify="space-between">
          <Text size="sm" data-testid="evidence-corrected">
            {l.corrected(
              l.correctionKinds[correction.kind],
              correction.created_by,
              formatShortDateTime(correction.created_at) ?? '',
            )}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => toast.short('success', l.withdraw, l.correctionWithdrawn),
                onError: failed,
              })
            }
          >
            {l.withdraw}
          </Button>
        </Group>
      )}
      <Group gap="xs" align="end" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={kind}
          onChange={(value) => setKind(value as CorrectionKind)}
          data={CORRECTION_KINDS.map((k) => ({ value: k, label: l.correctionKinds[k] }))}
          aria-label={l.correctReading}
        />
        {kind !== 'NOT_MY_BRAND' && (
          <NumberInput
            size="xs"
            w={150}
            min={1}
            max={100}
            allowDecimal={false}
            label={kind === 'WRONG_POSITION' ? l.rightPosition : l.rightPositionOptional}
            value={position}
            onChange={(value) => setPosition(typeof value === 'number' ? value : '')}
          />
        )}
        <Button size="xs" variant="light" loading={correct.isPending} onClick={save}>
          {l.saveCorrection}
        </Button>
      </Group>
    </Stack>
  );
}

function EvidenceBody({
  projectId,
  evidence,
  origin,
  canEdit,
  focus,
}: {
  projectId: string;
  evidence: Evidence;
  origin: AnswerOrigin;
  canEdit: boolean;
  focus: boolean;
}) {
  const highlights = useMemo(
    () => (evidence.spans ? highlightsOf(evidence.spans, evidence.brand) : []),
    [evidence.spans, evidence.brand],
  );
  const ref = useRef<HTMLDivElement>(null);
  // Once the answer is drawn for good: the plain text shown while it is parsed lays out otherwise.
  const scrollToPosition = useCallback(() => {
    if (!focus) return;
    ref.current?.querySelector('[data-highlight~="position"]')?.scrollIntoView({ block: 'center' });
  }, [focus]);
  const reading = (
    <Text size="sm" fw={600} data-testid="evidence-reading">
      {l.reading(evidence.position, evidence.mention)}
    </Text>
  );
  // Without the text there is nothing to highlight, nor to read again for a correction.
  if (evidence.text_removed_at)
    return (
      <Stack gap="sm" data-testid="answer-evidence">
        {reading}
        <TextRemovedNote at={evidence.text_removed_at} />
      </Stack>
    );
  return (
    <Stack gap="sm" ref={ref} data-testid="answer-evidence">
      <Group gap="sm" justify="space-between" wrap="wrap">
        {reading}
        {highlights.length > 0 && <HighlightLegend kinds={kindsIn(highlights)} />}
      </Group>
      {!evidence.spans && (
        <Text size="xs" c="dimmed">
          {l.noSpans}
        </Text>
      )}
      <SafeMarkdown source={evidence.text} highlights={highlights} onRendered={scrollToPosition} />
      {canEdit && (
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" fw={600} c="dimmed" mb={6}>
            {l.correctReading}
          </Text>
          <CorrectionForm projectId={projectId} evidence={evidence} origin={origin} />
        </Paper>
      )}
    </Stack>
  );
}

/** Text (an answer, or a part of one) with its spans highlighted, without fetching (the printable report). */
export function HighlightedText({ text, spans, brand }: { text: string; spans: AnswerSpans; brand: string }) {
  const highlights = useMemo(() => highlightsOf(spans, brand), [spans, brand]);
  return <SafeMarkdown source={text} highlights={highlights} />;
}

/**
 * `fallback`: the answer's text as the caller has it, shown plain if the evidence cannot be loaded;
 * `focus`: scroll the item that gave the position into view once loaded; `origin`: an answer
 * collected through an API (the default) or imported from an engine's app.
 */
export function AnswerEvidence({
  projectId,
  answerId,
  origin = 'api',
  canEdit,
  fallback,
  focus = false,
}: {
  projectId: string;
  answerId: number;
  origin?: AnswerOrigin;
  canEdit: boolean;
  fallback: string;
  focus?: boolean;
}) {
  const evidence = useAnswerEvidence(projectId, answerId, origin);
  if (evidence.data)
    return (
      <EvidenceBody
        projectId={projectId}
        evidence={evidence.data}
        origin={origin}
        canEdit={canEdit}
        focus={focus}
      />
    );
  if (evidence.isError)
    return (
      <Stack gap="sm">
        <Alert color="yellow" variant="light" p="xs">
          {l.loadFailed}
        </Alert>
        <SafeMarkdown source={fallback} />
      </Stack>
    );
  return <Loader size="sm" />;
}

/** The answers behind a position figure (one per sample), each with the position item in view. */
export function AnswerEvidenceModal({
  projectId,
  answerIds,
  origin = 'api',
  provider,
  canEdit,
  onClose,
}: {
  projectId: string;
  /** Empty: the modal is closed. */
  answerIds: readonly number[];
  origin?: AnswerOrigin;
  provider: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={answerIds.length > 0}
      onClose={onClose}
      title={<ProviderName provider={provider} />}
      size="xl"
      data-testid="evidence-modal"
    >
      {answerIds.length === 1 ? (
        <AnswerEvidence
          projectId={projectId}
          answerId={answerIds[0]}
          origin={origin}
          canEdit={canEdit}
          fallback=""
          focus
        />
      ) : (
        <Tabs defaultValue={String(answerIds[0])} keepMounted={false}>
          <Tabs.List>
            {answerIds.map((id, i) => (
              <Tabs.Tab key={id} value={String(id)}>
                {l.answerOf(i + 1)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {answerIds.map((id) => (
            <Tabs.Panel key={id} value={String(id)} pt="sm">
              <AnswerEvidence
                projectId={projectId}
                answerId={id}
                origin={origin}
                canEdit={canEdit}
                fallback=""
                focus
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
