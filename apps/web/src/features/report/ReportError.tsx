// The report could not be shown: the server's reason (or a fallback) and Try Again.
import { Button, Center, Paper } from '@mantine/core';
import { reportPageLabels as l } from '@sightline/contracts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { StatusCard } from '../../components/StatusCard.tsx';

export function ReportError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center mih="70vh">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%" role="alert">
        <StatusCard
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title={l.errorTitle}
          description={message}
        >
          <Button leftSection={<IconRefresh size={16} />} onClick={onRetry} mt="sm">
            {l.tryAgain}
          </Button>
        </StatusCard>
      </Paper>
    </Center>
  );
}
