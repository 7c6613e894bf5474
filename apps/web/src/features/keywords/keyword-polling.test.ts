// The polling schedule on fake timers: immediately, every 30 s for the first 10 polls, every 2 minutes
// after, at most 30 polls; it stops on completed or failed, and silently on an error.
import type { KeywordExecution } from '@sightline/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollDelay, startPolling } from './keyword-polling.ts';

const execution = (status: KeywordExecution['status']) => ({ status }) as KeywordExecution;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Poll times in seconds from the start, with the analysis never finishing. */
const pollTimes = async (seconds: number) => {
  const times: number[] = [];
  const start = Date.now();
  const stop = startPolling({
    poll: async () => {
      times.push((Date.now() - start) / 1000);
      return execution('running');
    },
    onUpdate: () => {},
    onSettled: () => {},
  });
  await vi.advanceTimersByTimeAsync(seconds * 1000);
  stop();
  return times;
};

describe('the polling schedule', () => {
  it('polls at once, then every 30 s for the first 10 polls, then every 2 minutes, 30 polls at most', async () => {
    const times = await pollTimes(3 * 3600);
    expect(times.slice(0, 11)).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 390]);
    expect(times[11]! - times[10]!).toBe(120);
    expect(times).toHaveLength(30);
    expect(times.at(-1)).toBe(270 + 20 * 120);
    expect(pollDelay(30)).toBeNull();
  });

  it('stops once the analysis completes, and reports it once', async () => {
    const answers = ['pending', 'running', 'completed'] as const;
    const poll = vi.fn(async () => execution(answers[Math.min(poll.mock.calls.length - 1, 2)]!));
    const onUpdate = vi.fn();
    const onSettled = vi.fn();
    startPolling({ poll, onUpdate, onSettled });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(onUpdate.mock.calls.map(([e]) => e.status)).toEqual(['pending', 'running', 'completed']);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled.mock.calls[0]![0].status).toBe('completed');
  });

  it('stops on a failed analysis too', async () => {
    const poll = vi.fn(async () => execution('failed'));
    const onSettled = vi.fn();
    startPolling({ poll, onUpdate: () => {}, onSettled });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('stops silently when a poll fails', async () => {
    const poll = vi.fn(async () => {
      throw new Error('offline');
    });
    const onUpdate = vi.fn();
    const onSettled = vi.fn();
    startPolling({ poll, onUpdate, onSettled });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('polls no more once stopped, and ignores an answer that lands after', async () => {
    let answer: (e: KeywordExecution) => void = () => {};
    const poll = vi.fn(() => new Promise<KeywordExecution>((resolve) => (answer = resolve)));
    const onUpdate = vi.fn();
    const stop = startPolling({ poll, onUpdate, onSettled: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    answer(execution('completed'));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
