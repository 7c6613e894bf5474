// The full-screen message after a brand is created (spec 1 sections 2 and 9): about 4 s, a 0.5 s
// fade, then the brand's page. It says whether the first report started with the brand, and why not
// (also as a toast, which outlives the screen).
import { Loader, Portal, Stack, Text, Title } from '@mantine/core';
import {
  BRAND_TRANSITION_FADE_MS,
  BRAND_TRANSITION_MS,
  brandWizardLabels as l,
  type ProjectCreated,
} from '@sightline/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import classes from './BrandTransition.module.css';

export function BrandTransition({
  brandName,
  firstReport,
  onDone,
}: {
  brandName: string;
  firstReport: ProjectCreated['first_report'];
  onDone: () => void;
}) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!firstReport.started) toast.long('warning', l.firstReportNotStarted, firstReport.message);
  }, [firstReport]);
  useEffect(() => {
    const fade = setTimeout(() => setLeaving(true), BRAND_TRANSITION_MS);
    const done = setTimeout(onDone, BRAND_TRANSITION_MS + BRAND_TRANSITION_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [onDone]);

  return (
    <Portal>
      <div
        className={classes.screen}
        data-leaving={leaving || undefined}
        style={{ transitionDuration: `${BRAND_TRANSITION_FADE_MS}ms` }}
        role="status"
        aria-live="polite"
        data-testid="brand-transition"
      >
        <Stack align="center" gap="lg" maw={520} px="lg" ta="center">
          <div className={classes.icon}>
            <IconSparkles size={40} stroke={1.6} />
          </div>
          <Title order={1} c="white" fz={{ base: 26, sm: 34 }}>
            {l.transitionTitle}
          </Title>
          <Text c="brand.0" size="lg">
            <Text span fw={700} inherit c="white">
              {brandName}
            </Text>{' '}
            is ready. {l.transitionMessage}
          </Text>
          <Text c="white" fw={600} data-testid="first-report" data-started={firstReport.started}>
            {firstReport.message}
          </Text>
          <Loader color="white" type="dots" size="lg" />
        </Stack>
      </div>
    </Portal>
  );
}
