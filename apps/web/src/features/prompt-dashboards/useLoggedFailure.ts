// Spec 8: sources, competitors and chart-detail failures are only logged, never shown.
import { useEffect } from 'react';

export const useLoggedFailure = (error: unknown, what: string) => {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
};
