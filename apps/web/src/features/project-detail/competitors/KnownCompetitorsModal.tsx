// The Known competitors dialog of the Competitors tab: the brand's aliases and the competitors the
// user knows, which the analyzer recognises from the next report on. Owners and EDIT shares change
// them; VIEW shares read them.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  TagsInput,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { KNOWN_ALIASES_MAX, type KnownCompetitor, knownCompetitorLabels as l } from '@sightline/contracts';
import { IconInfoCircle, IconLock, IconPencil, IconPlus, IconTrash, IconWorld } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import {
  useDeleteKnownCompetitor,
  useKnownCompetitors,
  useSaveBrandAliases,
} from '../../../api/known-competitors.ts';
import { toast, useFailureToast } from '../../../lib/toast.ts';
import { KnownCompetitorForm } from './KnownCompetitorForm.tsx';
import { atCompetitorLimit, sameAliases, tidyAliases } from './known-competitors.ts';

/** Which competitor form is open: none, the add form, or the edit form of one competitor. */
type Editing = null | 'new' | number;

function SectionTitle({ title, hint, extra }: { title: string; hint?: string; extra?: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Title order={4} fz="md">
          {title}
        </Title>
        {extra}
      </Group>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function AliasBadges({ aliases, empty }: { aliases: readonly string[]; empty?: string }) {
  if (aliases.length === 0)
    return empty ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : null;
  return (
    <Group gap={6}>
      {aliases.map((alias) => (
        <Badge key={alias} variant="light" color="gray" radius="sm" tt="none" fw={500}>
          {alias}
        </Badge>
      ))}
    </Group>
  );
}

function BrandAliases({
  projectId,
  saved,
  canEdit,
}: {
  projectId: string;
  saved: string[];
  canEdit: boolean;
}) {
  const [draft, setDraft] = useState<string[]>(saved);
  const save = useSaveBrandAliases(projectId);
  const savedKey = saved.join('\n');
  // A fresh copy from the server (after a save, or a change elsewhere) replaces the draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedKey stands for saved's contents.
  useEffect(() => setDraft(saved), [savedKey]);

  const submit = () =>
    save.mutate(tidyAliases(draft), {
      onSuccess: ({ brand_aliases }) =>
        toast.short(
          'success',
          l.brandAliasesSaved,
          brand_aliases.length > 0 ? brand_aliases.join(', ') : l.noBrandAliases,
        ),
      onError: (error) => toast.short('error', l.brandAliasesFailed, errorText(error, l.brandAliasesFailed)),
    });

  return (
    <Stack gap="sm">
      <SectionTitle title={l.brandAliasesHeading} hint={l.brandAliasesHint} />
      {canEdit ? (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TagsInput
            aria-label={l.brandAliasesHeading}
            placeholder={draft.length < KNOWN_ALIASES_MAX ? l.brandAliasesPlaceholder : undefined}
            value={draft}
            onChange={setDraft}
            maxTags={KNOWN_ALIASES_MAX}
            splitChars={[',']}
            acceptValueOnBlur
            clearable
            style={{ flex: 1 }}
            data-testid="brand-aliases-input"
          />
          <Button
            variant="light"
            onClick={submit}
            loading={save.isPending}
            disabled={sameAliases(draft, saved)}
          >
            {l.saveBrandAliases}
          </Button>
        </Group>
      ) : (
        <AliasBadges aliases={saved} empty={l.noBrandAliases} />
      )}
    </Stack>
  );
}

function CompetitorRow({
  projectId,
  competitor,
  canEdit,
  onEdit,
}: {
  projectId: string;
  competitor: KnownCompetitor;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteKnownCompetitor(projectId);

  const confirm = () =>
    remove.mutate(competitor.id, {
      onSuccess: () => toast.short('success', l.deleted, competitor.name),
      onError: (error) => {
        setConfirming(false);
        toast.short('error', l.deleteFailed, errorText(error, l.deleteFailed));
      },
    });

  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="known-competitor-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{competitor.name}</Text>
            {competitor.domain && (
              <Group gap={4} wrap="nowrap">
                <IconWorld size={14} color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed">
                  {competitor.domain}
                </Text>
              </Group>
            )}
          </Group>
          <AliasBadges aliases={competitor.aliases} />
        </Stack>
        {canEdit && !confirming && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={l.edit} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onEdit}
                aria-label={`${l.edit} ${competitor.name}`}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={l.delete} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setConfirming(true)}
                aria-label={`${l.delete} ${competitor.name}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {confirming && (
        <Group justify="space-between" gap="xs" mt="sm" wrap="wrap">
          <Text size="sm">{l.deleteConfirm(competitor.name)}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              {l.cancel}
            </Button>
            <Button size="xs" color="red" onClick={confirm} loading={remove.isPending}>
              {l.delete}
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}

export function KnownCompetitorsModal({
  projectId,
  canEdit,
  opened,
  onClose,
}: {
  projectId: string;
  canEdit: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const known = useKnownCompetitors(projectId);
  useFailureToast(opened ? known.error : null, l.loadFailed);
  const [editing, setEditing] = useState<Editing>(null);
  const competitors = known.data?.competitors ?? [];
  const full = atCompetitorLimit(competitors);

  useEffect(() => {
    if (!opened) setEditing(null);
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={l.title}
      size={640}
      centered
      styles={{ title: { fontWeight: 700 } }}
      data-testid="known-competitors-modal"
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {l.description}
        </Text>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} py="xs">
          {l.nextReport}
        </Alert>
        {!canEdit && (
          <Alert variant="light" color="gray" icon={<IconLock size={18} />} py="xs">
            {l.readOnly}
          </Alert>
        )}
        {known.isPending ? (
          <Center py={48}>
            <Loader />
          </Center>
        ) : (
          <>
            <BrandAliases projectId={projectId} saved={known.data?.brand_aliases ?? []} canEdit={canEdit} />
            <Divider />
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end">
                <SectionTitle
                  title={l.competitorsHeading}
                  extra={
                    <Badge variant="light" color={full ? 'yellow' : 'gray'} radius="sm">
                      {l.count(competitors.length)}
                    </Badge>
                  }
                />
                {canEdit && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => setEditing('new')}
                    disabled={full || editing === 'new'}
                  >
                    {l.add}
                  </Button>
                )}
              </Group>
              {editing === 'new' && (
                <KnownCompetitorForm
                  projectId={projectId}
                  existing={competitors}
                  onDone={() => setEditing(null)}
                />
              )}
              {competitors.length === 0 && editing !== 'new' ? (
                <Text size="sm" c="dimmed" py="md" ta="center">
                  {l.empty}
                </Text>
              ) : (
                competitors.map((competitor) =>
                  editing === competitor.id ? (
                    <KnownCompetitorForm
                      key={competitor.id}
                      projectId={projectId}
                      competitor={competitor}
                      existing={competitors}
                      onDone={() => setEditing(null)}
                    />
                  ) : (
                    <CompetitorRow
                      key={competitor.id}
                      projectId={projectId}
                      competitor={competitor}
                      canEdit={canEdit}
                      onEdit={() => setEditing(competitor.id)}
                    />
                  ),
                )
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Modal>
  );
}
