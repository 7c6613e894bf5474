// The Keyword Analysis form's rules (spec 3 sections 4 and 5): its values, when Run is enabled and
// when the explorer is in upgrade mode, with the message that mode shows.
import {
  DEFAULT_KEYWORD_LANGUAGE,
  GLOBAL_COUNTRY,
  type KeywordExecution,
  keywordMessages as m,
  type ReadOnlyReason,
  readOnlyMessage,
} from '@sightline/contracts';

export interface KeywordFormValues {
  title: string;
  website: string;
  keywords: string;
  country: string;
  language: string;
}

/** New Analysis: empty fields, Global, English. */
export const EMPTY_KEYWORD_FORM: KeywordFormValues = {
  title: '',
  website: '',
  keywords: '',
  country: GLOBAL_COUNTRY,
  language: DEFAULT_KEYWORD_LANGUAGE,
};

export const formOf = (e: KeywordExecution): KeywordFormValues => ({
  title: e.title,
  website: e.website,
  keywords: e.keywords,
  country: e.country,
  language: e.language,
});

/** Run is enabled once every field holds something (spec 5); in upgrade mode it always is. */
export const canRun = (values: KeywordFormValues, upgrade: boolean) =>
  upgrade || Object.values(values).every((v) => v.trim() !== '');

export interface AccountGate {
  /** Analyses left this month; null: no limit (or not known yet). */
  remaining: number | null | undefined;
  trialEnded: boolean;
  readOnly: boolean;
  readOnlyReason: ReadOnlyReason;
}

/**
 * Upgrade mode (spec 4): no analyses left or the trial has ended. Null when off; else the message the
 * primary button and New Analysis show instead of acting (refreshing a selected analysis has its own).
 */
export const upgradeMessage = (gate: AccountGate, refreshing: boolean): string | null => {
  if (gate.trialEnded) return refreshing ? m.trialEndedRefresh : m.trialEnded;
  if (gate.readOnly) return readOnlyMessage('analyses', gate.readOnlyReason);
  if (typeof gate.remaining === 'number' && gate.remaining <= 0)
    return refreshing ? m.noExecutionsRefresh : m.noExecutions;
  return null;
};
