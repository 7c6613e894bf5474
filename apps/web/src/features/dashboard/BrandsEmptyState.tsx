import { Button, EmptyState, Paper } from '@mantine/core';
import { brandsTableLabels, dashboardMessages } from '@sightline/contracts';
import { IconPlus, IconTargetArrow } from '@tabler/icons-react';

/** The brand list before the first brand exists (spec 1 section 2). */
export function BrandsEmptyState({ onAddBrand }: { onAddBrand: () => void }) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }}>
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconTargetArrow size={32} stroke={1.6} />}
        title={dashboardMessages.emptyBrands}
        description="Add your brand, pick the AI engines to watch and choose the prompts your customers ask. Your first report is ready in minutes."
      >
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={18} />} size="md" onClick={onAddBrand}>
            {brandsTableLabels.addBrand}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
