// What a printed report's figures rest on, said on its cover and on every page: a report built from
// sandbox answers must never pass for a measurement once it leaves the app.
import { Badge, Text } from '@mantine/core';
import { reportPageLabels as l, type Provenance } from '@sightline/contracts';
import { IconFlask } from '@tabler/icons-react';
import { createContext, useContext } from 'react';

/** The report's provenance, for every sheet of it. */
export const ReportProvenanceContext = createContext<Provenance | undefined>(undefined);

const isSimulated = (p: Provenance | undefined) => (p?.answers_simulated ?? 0) > 0;

/** The cover's line: all measured, all simulated, or how many of them were simulated. */
export function ProvenanceLine({ provenance }: { provenance: Provenance | undefined }) {
  if (!provenance) return null;
  const total = provenance.answers_measured + provenance.answers_simulated;
  const text =
    provenance.answers_simulated === 0
      ? l.provenanceMeasured(total)
      : provenance.answers_measured === 0
        ? l.provenanceAllSimulated(total)
        : l.provenanceSomeSimulated(provenance.answers_simulated, total);
  return (
    <Text fw={600} c={isSimulated(provenance) ? 'grape.8' : undefined} data-testid="report-provenance">
      {text}
    </Text>
  );
}

/** The mark in each page's header when the report rests on sandbox answers (printed too). */
export function SimulatedPageMark() {
  const provenance = useContext(ReportProvenanceContext);
  if (!isSimulated(provenance)) return null;
  return (
    <Badge
      variant="light"
      color="grape"
      size="sm"
      leftSection={<IconFlask size={12} />}
      title={l.simulatedPageTip}
      data-testid="simulated-page-mark"
      ml="auto"
    >
      {l.simulatedPage}
    </Badge>
  );
}
