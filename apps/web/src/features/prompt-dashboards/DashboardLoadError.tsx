// The state of a dashboard whose prompt cannot be shown: no id in the route (with the spec's
// Warning toast), or an id the server does not know or the user may not see.
import { Alert, Button, Stack } from '@mantine/core';
import { promptDashboardLabels as l } from '@sightline/contracts';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { toast } from '../../lib/toast.ts';

export function DashboardLoadError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={l.loadFailedTitle}
      data-testid="dashboard-load-error"
    >
      <Stack gap="sm" align="flex-start">
        {message}
        <Button
          variant="white"
          color="red"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => navigate(paths.dashboard)}
        >
          {l.goBack}
        </Button>
      </Stack>
    </Alert>
  );
}

/** No id at all: the Warning toast once, and the error state. */
export function MissingQueryId() {
  useEffect(() => {
    toast.short('warning', l.queryIdMissingTitle, l.queryIdMissing);
  }, []);
  return <DashboardLoadError message={l.queryIdMissing} />;
}
