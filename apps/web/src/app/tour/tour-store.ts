// Whether the product tour runs and at which step, shared by the menu entry that starts it and the
// overlay that shows it; and whether this browser has seen (or declined) it.
import { TOUR_STEPS } from '@sightline/contracts';
import { useSyncExternalStore } from 'react';

const SEEN_KEY = 'sightline.tourSeen';

type Listener = () => void;
const listeners = new Set<Listener>();
/** The running step's index, or null when the tour is not running. */
let step: number | null = null;

const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The step after moving `by` from `current` among `total` steps; null past the last one (the end). */
export const nextStep = (current: number, by: 1 | -1, total: number): number | null => {
  const next = current + by;
  return next >= total ? null : Math.max(0, next);
};

export const tour = {
  start() {
    step = 0;
    tour.markSeen();
    emit();
  },
  /** Moves by one step; past the last one the tour ends. */
  go(by: 1 | -1) {
    if (step === null) return;
    step = nextStep(step, by, TOUR_STEPS.length);
    emit();
  },
  stop() {
    step = null;
    emit();
  },
  seen: () => localStorage.getItem(SEEN_KEY) === '1',
  markSeen() {
    localStorage.setItem(SEEN_KEY, '1');
    emit();
  },
};

export const useTourStep = () =>
  useSyncExternalStore(
    subscribe,
    () => step,
    () => null,
  );

/** Re-renders when the seen flag changes (start or decline). */
export const useTourSeen = () => useSyncExternalStore(subscribe, tour.seen, () => true);
