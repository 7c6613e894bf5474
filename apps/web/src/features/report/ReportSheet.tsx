// One report section: on screen an A4 sheet, on paper a page of its own (break-before: page).
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './report.module.css';
import { SimulatedPageMark } from './report-provenance.tsx';

export function ReportSheet({
  id,
  number,
  title,
  context,
  children,
}: {
  id: string;
  /** The section number of the table of contents ("1.2"). */
  number?: string;
  title: string;
  /** A line above the title, e.g. the prompt this page is about. */
  context?: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.sheet} id={id} aria-labelledby={`${id}-title`} data-testid="report-sheet">
      <header className={classes.sheetHeader}>
        {context && (
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5} mb={2}>
            {context}
          </Text>
        )}
        {/* The mark goes under the title when a phone's sheet has no room beside it. */}
        <Group gap="xs" align="baseline" wrap="wrap" style={{ rowGap: 4 }}>
          <Group gap="xs" align="baseline" wrap="nowrap">
            {number && (
              <Text fw={800} c="brand.6" fz="lg">
                {number}
              </Text>
            )}
            <Title order={2} fz="h3" id={`${id}-title`}>
              {title}
            </Title>
          </Group>
          <SimulatedPageMark />
        </Group>
      </header>
      {children}
    </section>
  );
}
