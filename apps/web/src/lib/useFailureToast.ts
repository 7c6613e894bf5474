// Shows the spec's 3 s error toast once each time a load fails.
import { useEffect } from 'react';
import { toast } from './toast.ts';

export const useFailureToast = (error: unknown, message: string) => {
  useEffect(() => {
    if (error) toast.short('error', message, error instanceof Error ? error.message : message);
  }, [error, message]);
};
