// The report cover: Sightline mark, brand logo and name, domain, report date and AI engines.
import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { reportPageLabels as l, type ReportDocument } from '@sightline/contracts';
import { mediaUrl } from '../../api/media.ts';
import { LogoMark } from '../../components/Logo.tsx';
import { formatDate, providerLabel } from '../../lib/format.ts';
import classes from './report.module.css';
import { ProvenanceLine } from './report-provenance.tsx';

function CoverFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The cover's frame, shared by the printable and the custom report: marks, logo, title and name. */
export function CoverSheet({
  title,
  label = title,
  entityName,
  entityPicture,
  subtitle,
  testId,
  children,
}: {
  title: string;
  /** What assistive technology calls the sheet, when not its title. */
  label?: string;
  entityName: string;
  entityPicture: string | null | undefined;
  subtitle?: React.ReactNode;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      className={`${classes.sheet} ${classes.cover}`}
      id="cover"
      aria-label={label}
      data-testid={testId}
    >
      <Group gap="xs">
        <LogoMark size={28} />
        <Text fw={800} fz="lg">
          {l.productName}
        </Text>
      </Group>
      <Stack gap="lg" my="xl">
        <Avatar
          src={mediaUrl(entityPicture)}
          alt={entityName}
          size={112}
          radius="lg"
          color="brand"
          variant="light"
        >
          <Text fz={40} fw={800}>
            {entityName.slice(0, 2).toUpperCase()}
          </Text>
        </Avatar>
        <div>
          <Text c="brand.6" fw={700} tt="uppercase" lts={1}>
            {title}
          </Text>
          <Title order={1} fz={44} lh={1.1}>
            {entityName}
          </Title>
          {subtitle && (
            <Text c="dimmed" fz="lg" mt="xs">
              {subtitle}
            </Text>
          )}
        </div>
      </Stack>
      {children}
    </section>
  );
}

export function ReportCover({ execution }: { execution: ReportDocument['report_execution'] }) {
  const planning = execution.report_planning;
  const engines = planning.ai_engines ?? [];
  return (
    <CoverSheet
      title={l.coverTitle}
      entityName={planning.entity_name}
      entityPicture={planning.entity_picture}
      subtitle={planning.name !== planning.entity_name ? planning.name : undefined}
    >
      <Stack gap="md">
        {planning.domain && (
          <CoverFact label={l.domain}>
            <Text fw={600}>{planning.domain}</Text>
          </CoverFact>
        )}
        <CoverFact label={l.reportDate}>
          <Text fw={600}>{formatDate(execution.date ?? execution.executed_at) ?? execution.executed_at}</Text>
        </CoverFact>
        {engines.length > 0 && (
          <CoverFact label={l.engines}>
            <Group gap={6}>
              {engines.map((engine) => {
                const simulated = execution.provenance?.simulated_engines.includes(engine);
                return (
                  <Badge
                    key={engine}
                    variant="light"
                    color={simulated ? 'grape' : 'brand'}
                    tt="none"
                    size="lg"
                    radius="sm"
                  >
                    {simulated ? l.simulatedEngine(providerLabel(engine)) : providerLabel(engine)}
                  </Badge>
                );
              })}
            </Group>
          </CoverFact>
        )}
        <ProvenanceLine provenance={execution.provenance} />
      </Stack>
    </CoverSheet>
  );
}
