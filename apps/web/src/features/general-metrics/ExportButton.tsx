// The download button of a chart (PNG) or table (CSV). A failed download is only logged (spec 8).
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconPhotoDown } from '@tabler/icons-react';

export function ExportButton({
  label,
  kind,
  disabled,
  onExport,
}: {
  label: string;
  kind: 'csv' | 'png';
  disabled?: boolean;
  onExport: () => void | Promise<void>;
}) {
  const run = async () => {
    try {
      await onExport();
    } catch (error) {
      console.error(label, error);
    }
  };
  const Icon = kind === 'csv' ? IconFileSpreadsheet : IconPhotoDown;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label={label}
        disabled={disabled}
        onClick={run}
      >
        <Icon size={18} stroke={1.8} />
      </ActionIcon>
    </Tooltip>
  );
}
