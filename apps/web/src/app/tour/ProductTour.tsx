// The built-in product tour (spec 1 section 1): each step opens a main screen, lights up its entry in
// the side menu and explains it in a card beside it. Started from the dashboard's invitation on a
// first visit, and replayed from the user menu. No third-party service is involved.
import { Button, Group, Paper, Portal, Stack, Text, Title } from '@mantine/core';
import { tourLabels as l, TOUR_STEPS } from '@sightline/contracts';
import { IconX } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { tour, useTourStep } from './tour-store.ts';

const CARD_WIDTH = 340;
const GAP = 14;

/** The screen rectangle of a step's menu entry, kept current while the page moves. */
const useTargetRect = (target: string | null) => {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (!target) return;
    const measure = () => {
      const element = document.querySelector(`nav[aria-label="Main menu"] a[href="${target}"]`);
      setRect(element ? element.getBoundingClientRect() : null);
    };
    measure();
    // The screen the step opens loads lazily; measure again as it settles.
    const timer = window.setInterval(measure, 250);
    window.addEventListener('resize', measure);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', measure);
    };
  }, [target]);
  return rect;
};

export function ProductTour() {
  const index = useTourStep();
  const navigate = useNavigate();
  const step = index === null ? null : TOUR_STEPS[index];
  const rect = useTargetRect(step?.target ?? null);

  useEffect(() => {
    if (step) navigate(step.path);
  }, [step, navigate]);
  useEffect(() => {
    if (index === null) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && tour.stop();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index]);

  if (index === null || !step) return null;
  const last = index === TOUR_STEPS.length - 1;
  const top = rect ? Math.max(12, Math.min(rect.top - 12, window.innerHeight - 240)) : undefined;
  return (
    <Portal>
      {rect && (
        <div
          aria-hidden="true"
          data-testid="tour-highlight"
          style={{
            position: 'fixed',
            top: rect.top - 4,
            left: rect.left - 4,
            width: rect.width + 8,
            height: rect.height + 8,
            borderRadius: 10,
            boxShadow: '0 0 0 9999px rgba(20, 20, 40, 0.45)',
            outline: '3px solid var(--mantine-color-brand-4)',
            pointerEvents: 'none',
            zIndex: 400,
            transition: 'all 200ms ease',
          }}
        />
      )}
      <Paper
        role="dialog"
        aria-modal="false"
        aria-label={step.title}
        shadow="xl"
        radius="md"
        p="lg"
        withBorder
        style={{
          position: 'fixed',
          zIndex: 401,
          width: CARD_WIDTH,
          ...(rect && top !== undefined
            ? { top, left: rect.right + GAP }
            : { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }),
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                {l.stepOf(index + 1, TOUR_STEPS.length)}
              </Text>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
            </Stack>
            <Button variant="subtle" color="gray" size="compact-sm" onClick={tour.stop} aria-label={l.close}>
              <IconX size={16} />
            </Button>
          </Group>
          <Text size="sm">{step.text}</Text>
          <Group justify="space-between" mt="xs">
            <Button variant="default" size="xs" onClick={() => tour.go(-1)} disabled={index === 0}>
              {l.back}
            </Button>
            <Button size="xs" onClick={() => tour.go(1)}>
              {last ? l.done : l.next}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Portal>
  );
}

/** The dashboard's invitation on a first visit: start the tour or dismiss it for good. */
export function TourInvite() {
  return (
    <Paper withBorder radius="md" p="md" mb="lg" data-testid="tour-invite">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{l.inviteTitle}</Text>
          <Text size="sm" c="dimmed">
            {l.inviteText}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={tour.markSeen}>
            {l.later}
          </Button>
          <Button onClick={tour.start}>{l.start}</Button>
        </Group>
      </Group>
    </Paper>
  );
}
