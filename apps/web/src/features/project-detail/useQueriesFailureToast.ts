// Spec 2 section 8: a failed query load shows "Failed to load query data" once per failure.
import { queryResultsLabels as l } from '@sightline/contracts';
import { useEffect } from 'react';
import { errorText } from '../../api/client.ts';
import { toast } from '../../lib/toast.ts';

export const useQueriesFailureToast = (error: unknown) => {
  useEffect(() => {
    if (error) toast.short('error', l.loadFailed, errorText(error, l.loadFailed));
  }, [error]);
};
