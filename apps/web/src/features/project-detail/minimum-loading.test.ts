import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMinimumLoading } from './minimum-loading.ts';

const fakeTimers = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('minimum loading display', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the placeholder for the full minimum when the data comes fast', () => {
    const onChange = vi.fn();
    const gate = createMinimumLoading(2000, onChange, fakeTimers);
    vi.advanceTimersByTime(300);
    gate.update(false);
    expect(gate.visible()).toBe(true);
    vi.advanceTimersByTime(1699);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(gate.visible()).toBe(false);
  });

  it('hides at once when loading ends after the minimum', () => {
    const onChange = vi.fn();
    const gate = createMinimumLoading(1000, onChange, fakeTimers);
    gate.update(true);
    vi.advanceTimersByTime(2500);
    expect(gate.visible()).toBe(true);
    gate.update(false);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('waits for loading that starts again before the minimum is over', () => {
    const onChange = vi.fn();
    const gate = createMinimumLoading(1000, onChange, fakeTimers);
    gate.update(false);
    gate.update(true);
    vi.advanceTimersByTime(1500);
    expect(gate.visible()).toBe(true);
    gate.update(false);
    expect(gate.visible()).toBe(false);
  });

  it('never shows again after it has hidden (later loads are silent)', () => {
    const onChange = vi.fn();
    const gate = createMinimumLoading(1000, onChange, fakeTimers);
    gate.update(false);
    vi.advanceTimersByTime(1000);
    gate.update(true);
    expect(gate.visible()).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stops its timer when disposed', () => {
    const onChange = vi.fn();
    const gate = createMinimumLoading(2000, onChange, fakeTimers);
    gate.update(false);
    gate.dispose();
    vi.advanceTimersByTime(5000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
