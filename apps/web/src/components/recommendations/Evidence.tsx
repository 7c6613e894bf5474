// The answers and sources a recommendation was computed from, beside it: each answer with its engine,
// prompt and an excerpt, linking to the prompt's dashboard where the full answer is; each source as a
// link.
import { Anchor, Badge, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type Evidence as EvidenceData, recommendationLabels as l } from '@sightline/contracts';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { providerLabel } from '../../lib/format.ts';
import { ExternalLink } from '../ExternalLink.tsx';

export function Evidence({ evidence }: { evidence: EvidenceData }) {
  const [open, setOpen] = useState(false);
  if (evidence.answers.length === 0 && evidence.sources.length === 0) return null;
  return (
    <Stack gap={4} data-testid="evidence">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        <Group gap={4}>
          {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          <Text size="xs" c="blue" fw={600}>
            {l.evidence} · {l.evidenceAnswers(evidence.answers.length)}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <Stack gap="xs" pl="md" data-testid="evidence-answers">
          {evidence.answers.map((a) => (
            <Stack key={a.answer_id} gap={2}>
              <Group gap="xs">
                <Badge size="xs" variant="light">
                  {providerLabel(a.engine)}
                </Badge>
                <Anchor
                  component={Link}
                  to={
                    a.prompt_kind === 'RANKING'
                      ? paths.rankingQuery(a.query_id)
                      : paths.questionQuery(a.query_id)
                  }
                  size="xs"
                >
                  {a.query_text}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed">
                {a.excerpt}
              </Text>
            </Stack>
          ))}
          {evidence.sources.length > 0 && (
            <Stack gap={2}>
              <Text size="xs" fw={600}>
                {l.sources}
              </Text>
              {evidence.sources.map((s) => (
                <ExternalLink key={s} url={s} size="xs" style={{ wordBreak: 'break-all' }} />
              ))}
            </Stack>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
