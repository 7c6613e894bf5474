// Keeps a loading placeholder on screen for a minimum time (spec 2 section 4: 2 s for the project,
// 1 s for the queries), so a fast answer does not flash the skeleton.

export interface Timers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface MinimumLoading {
  /** Feed the real loading flag; `onChange` hears when the visible flag changes. */
  update: (loading: boolean) => void;
  visible: () => boolean;
  dispose: () => void;
}

/**
 * The placeholder shows from creation and hides once loading is over and `minMs` have passed since
 * creation. After it has hidden once it never comes back (later loads are silent refreshes).
 */
export const createMinimumLoading = (
  minMs: number,
  onChange: (visible: boolean) => void,
  timers: Timers = realTimers,
): MinimumLoading => {
  const shownAt = timers.now();
  let visible = true;
  let loading = true;
  let timer: unknown;

  const hide = () => {
    timer = undefined;
    if (!visible || loading) return;
    visible = false;
    onChange(false);
  };

  return {
    update: (next) => {
      loading = next;
      if (!visible || loading || timer !== undefined) return;
      const left = minMs - (timers.now() - shownAt);
      if (left <= 0) hide();
      else timer = timers.setTimeout(hide, left);
    },
    visible: () => visible,
    dispose: () => {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
};
