// Add to Project (spec 3 section 2.1): the user's projects (logo, title, entity name) as a radio list;
// the prompt becomes a ranking prompt of the one chosen. With no project, the dialog says to create
// one first and offers Create New Project (the root path).
import { Avatar, Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { type KeywordResult, keywordLabels as l, keywordMessages as m } from '@sightline/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mediaUrl } from '../../api/media.ts';
import { useProjects } from '../../api/projects.ts';
import { useAddRankingPrompt } from '../../api/prompts.ts';
import { paths } from '../../app/paths.ts';
import { planGateToast } from '../../components/prompt-modals/prompt-errors.ts';
import { toast, useFailureToast } from '../../lib/toast.ts';

/** The failure's own words: the server's text, else the exception's, else the spec's fallback (5 s). */
const addFailed = (error: unknown) => {
  const gate = planGateToast(error);
  if (gate) toast.long(gate.kind, gate.title, gate.message);
  else
    toast.long('error', m.addFailed, error instanceof Error && error.message ? error.message : m.addFailed);
};

export function AddToProjectDialog({
  result,
  onClose,
}: {
  result: KeywordResult | null;
  onClose: () => void;
}) {
  const projects = useProjects();
  const add = useAddRankingPrompt();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  useFailureToast(projects.error, m.projectsFailed);

  const close = () => {
    setChosen(null);
    onClose();
  };
  const confirm = () => {
    if (!result || !chosen) return;
    add.mutate(
      { projectId: chosen, query_text: result.query },
      {
        onSuccess: () => {
          const project = projects.data?.find((p) => p.uuid === chosen);
          toast.short(
            'success',
            m.added,
            `${result.query} → ${project?.title || project?.entity_name || ''}`,
          );
          close();
        },
        onError: addFailed,
      },
    );
  };

  const list = projects.data ?? [];
  return (
    <Modal opened={result !== null} onClose={close} title={l.addDialogTitle} size="lg" centered>
      {projects.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : list.length === 0 ? (
        <Stack gap="md" data-testid="no-projects">
          <Text size="sm">{l.noProjects}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {l.cancel}
            </Button>
            <Button onClick={() => navigate(paths.root)}>{l.createProject}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {l.addDialogText}{' '}
            <Text span fw={600}>
              {result?.query}
            </Text>
          </Text>
          <Radio.Group value={chosen} onChange={setChosen} aria-label={l.addDialogTitle}>
            <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
              <Stack gap="xs">
                {list.map((p) => (
                  <Radio.Card
                    key={p.uuid}
                    value={p.uuid}
                    p="sm"
                    radius="md"
                    aria-label={p.title || p.entity_name}
                  >
                    <Group wrap="nowrap" gap="sm">
                      <Radio.Indicator />
                      <Avatar
                        src={mediaUrl(p.entity_picture)}
                        alt=""
                        radius="md"
                        size={36}
                        color="brand"
                        variant="light"
                      >
                        {p.entity_name.slice(0, 2).toUpperCase()}
                      </Avatar>
                      <div>
                        <Text fw={600} size="sm">
                          {p.title || p.entity_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {p.entity_name}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {l.cancel}
            </Button>
            <Button onClick={confirm} disabled={!chosen} loading={add.isPending}>
              {l.addToProject}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
