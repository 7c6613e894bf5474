// Toasts with the spec's lifetimes: 3 s for validation and results, 5 s for limits and plan gates, and
// the few the spec times otherwise.

import { notifications } from '@mantine/notifications';
import { TOAST_LONG_MS, TOAST_SHORT_MS } from '@sightline/contracts';
import { useEffect } from 'react';

type Kind = 'success' | 'error' | 'info' | 'warning';

const colors: Record<Kind, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

const show = (kind: Kind, title: string, message: string, autoClose: number) =>
  notifications.show({ title, message, color: colors[kind], autoClose, withBorder: true });

export const toast = {
  /** Validation problems and routine results. */
  short: (kind: Kind, title: string, message: string) => show(kind, title, message, TOAST_SHORT_MS),
  /** Limits, plan gates and anything the user must read before acting. */
  long: (kind: Kind, title: string, message: string) => show(kind, title, message, TOAST_LONG_MS),
  /** A toast whose lifetime the spec gives on its own (between 2 and 5 s). */
  timed: (kind: Kind, title: string, message: string, ms: number) => show(kind, title, message, ms),
};

/**
 * A failed load shows `title` as an error toast once per failure, with the error's own text; short
 * unless the screen's toasts are long (the subscription pages).
 */
export const useFailureToast = (error: unknown, title: string, lifetime: 'short' | 'long' = 'short') => {
  useEffect(() => {
    if (error) toast[lifetime]('error', title, error instanceof Error ? error.message : title);
  }, [error, title, lifetime]);
};
