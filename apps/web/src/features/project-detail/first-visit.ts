// The first-time info modal's "seen" flag, remembered in localStorage (spec 2 section 2.3).

const RESULTS_INFO_SEEN_KEY = 'sightline.resultsInfoSeen';

interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const browserStorage = (): FlagStorage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** Storage can be missing or throw (privacy modes): then the modal shows and is not remembered. */
export const hasSeenResultsInfo = (storage: FlagStorage | undefined = browserStorage()): boolean => {
  try {
    return storage?.getItem(RESULTS_INFO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
};

export const rememberResultsInfoSeen = (storage: FlagStorage | undefined = browserStorage()) => {
  try {
    storage?.setItem(RESULTS_INFO_SEEN_KEY, '1');
  } catch {
    // Not remembered: the modal shows again next time.
  }
};
