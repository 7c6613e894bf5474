// The Add/Edit Brand wizard (spec 1 section 2): a 60vw dialog (full screen on phones) with three
// steps, then, after a create, the transition screen and the new brand's page.
import { Button, Group, Modal, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  brandWizardLabels as l,
  MOBILE_BREAKPOINT_PX,
  type Project,
  type ProjectCreated,
} from '@sightline/contracts';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { BrandTransition } from './BrandTransition.tsx';
import classes from './BrandWizard.module.css';
import { WIZARD_STEPS } from './brand-form.ts';
import { StepBrandInfo } from './StepBrandInfo.tsx';
import { StepEngines } from './StepEngines.tsx';
import { StepPrompts } from './StepPrompts.tsx';
import { type BrandWizardTarget, useBrandWizard } from './useBrandWizard.ts';

const STEP_CONTENT = [StepBrandInfo, StepEngines, StepPrompts];

function WizardBody({
  target,
  onClose,
  onSaved,
}: {
  target: BrandWizardTarget;
  onClose: () => void;
  onSaved: (project: Project | ProjectCreated) => void;
}) {
  const wizard = useBrandWizard(target, onSaved);
  const { step, mode, saving } = wizard;
  const last = step === WIZARD_STEPS - 1;
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);

  return (
    <>
      <Stepper
        active={step}
        size="sm"
        allowNextStepsSelect={false}
        orientation="horizontal"
        iconSize={phone ? 28 : 34}
        className={classes.stepper}
        wrap={false}
      >
        {l.steps.map((label, index) => (
          // On phones the three labels do not fit: the icons stay, the current label shows below.
          <Stepper.Step
            key={label}
            label={phone ? undefined : label}
            description={phone ? undefined : l.stepDescriptions[index]}
            aria-label={label}
          />
        ))}
      </Stepper>
      {phone && (
        <Text size="sm" fw={600} className={classes.phoneStep}>
          {l.stepOf(step + 1, WIZARD_STEPS)} · {l.steps[step]}
        </Text>
      )}
      <div className={classes.steps} data-testid="wizard-steps">
        {STEP_CONTENT.map((Step, index) => (
          // Every step stays mounted (hidden) so a running analysis or a typed prompt survives Previous/Next.
          <div key={l.steps[index]} hidden={index !== step} data-testid={`wizard-step-${index + 1}`}>
            <Step wizard={wizard} />
          </div>
        ))}
      </div>
      <Group justify="space-between" className={classes.footer} wrap="nowrap">
        <Button variant="subtle" color="gray" onClick={onClose} disabled={saving}>
          {l.cancel}
        </Button>
        <Group gap="xs" wrap="nowrap">
          {step > 0 &&
            (phone ? (
              // Phones: the arrow alone, so Cancel and the main action keep their full labels.
              <Button
                variant="default"
                onClick={wizard.previous}
                disabled={saving}
                aria-label={l.previous}
                px="sm"
              >
                <IconArrowLeft size={18} />
              </Button>
            ) : (
              <Button
                variant="default"
                onClick={wizard.previous}
                leftSection={<IconArrowLeft size={16} />}
                disabled={saving}
              >
                {l.previous}
              </Button>
            ))}
          {last ? (
            <Button onClick={wizard.submit} loading={saving} leftSection={<IconCheck size={16} />}>
              {mode === 'edit' ? l.update : l.create}
            </Button>
          ) : (
            <Button onClick={wizard.next} rightSection={<IconArrowRight size={16} />}>
              {l.next}
            </Button>
          )}
        </Group>
      </Group>
    </>
  );
}

export interface BrandWizardProps {
  /** What to open: a new brand or an existing one; null keeps the dialog closed. */
  target: BrandWizardTarget | null;
  onClose: () => void;
}

export function BrandWizard({ target, onClose }: BrandWizardProps) {
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const navigate = useNavigate();
  const [created, setCreated] = useState<ProjectCreated | null>(null);
  // A fresh form on every opening (the key changes with the target); the last one stays rendered
  // while the dialog animates closed.
  const [shown, setShown] = useState<{ target: BrandWizardTarget; key: number } | null>(null);
  if (target && target !== shown?.target) setShown({ target, key: (shown?.key ?? 0) + 1 });

  const saved = (project: Project | ProjectCreated) => {
    onClose();
    if ('first_report' in project) setCreated(project);
  };

  const leave = useCallback(() => {
    if (created) navigate(paths.projectTable(created.uuid));
  }, [created, navigate]);

  return (
    <>
      <Modal
        opened={target !== null}
        onClose={onClose}
        title={target?.mode === 'edit' ? l.editTitle : l.addTitle}
        size="60vw"
        fullScreen={phone}
        yOffset="5dvh"
        closeOnClickOutside={false}
        closeOnEscape={false}
        radius={phone ? 0 : 'lg'}
        padding={phone ? 'md' : 'xl'}
        classNames={{ content: classes.content, body: classes.body, title: classes.title }}
      >
        {shown && <WizardBody key={shown.key} target={shown.target} onClose={onClose} onSaved={saved} />}
      </Modal>
      {created && (
        <BrandTransition brandName={created.entity_name} firstReport={created.first_report} onDone={leave} />
      )}
    </>
  );
}
