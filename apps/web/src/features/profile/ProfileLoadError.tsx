// The profile that could not be read (spec 2 section 8's title; spec 1 section 8's store error, or the
// server's error field, as its text).
import { Alert } from '@mantine/core';
import { profileMessages } from '@sightline/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '../../api/client.ts';

export function ProfileLoadError({ error }: { error: unknown }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={profileMessages.loadFailed}
    >
      {errorText(error, profileMessages.fetchFailedStore, 'error')}
    </Alert>
  );
}
