// The keyword explorer's state (spec 3 sections 4 and 8): the form, the selected analysis and its
// polling, upgrade mode, and the actions Run, Refresh, Retry and New Analysis with their toasts.
import {
  KEYWORD_DASHBOARD_TOAST_MS,
  type KeywordExecution,
  keywordMessages as m,
} from '@sightline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, errorText } from '../../api/client.ts';
import {
  fetchKeywordExecution,
  keywordKeys,
  useKeywordExecutions,
  useKeywordResults,
  useKeywordSummary,
  useRefreshKeywordAnalysis,
  useStartKeywordAnalysis,
} from '../../api/keywords.ts';
import { usePlanStatus } from '../../api/usePlanStatus.ts';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { toast, useFailureToast } from '../../lib/toast.ts';
import { EMPTY_KEYWORD_FORM, formOf, type KeywordFormValues, upgradeMessage } from './keyword-form.ts';
import { isSettled, startPolling } from './keyword-polling.ts';

export const useKeywordExplorer = () => {
  const client = useQueryClient();
  const history = useKeywordExecutions();
  const summary = useKeywordSummary();
  const plan = usePlanStatus();
  const startAnalysis = useStartKeywordAnalysis();
  const refreshAnalysis = useRefreshKeywordAnalysis();
  const [form, setForm] = useState<KeywordFormValues>(EMPTY_KEYWORD_FORM);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [current, setCurrent] = useState<KeywordExecution | null>(null);
  const results = useKeywordResults(current?.uuid, current?.status === 'completed');

  useFailureToast(history.error, m.historyFailed);
  useFailureToast(results.error, m.resultsFailed);
  useEffect(() => {
    if (summary.error)
      toast.timed(
        'error',
        m.dashboardFailed,
        errorText(summary.error, m.dashboardFailed),
        KEYWORD_DASHBOARD_TOAST_MS,
      );
  }, [summary.error]);

  const gate = {
    remaining: summary.data?.remaining_executions,
    trialEnded: plan.trialExpired,
    readOnly: plan.readOnly,
    readOnlyReason: plan.readOnlyReason,
  };
  const upgrade = upgradeMessage(gate, current !== null);

  const show = useCallback((execution: KeywordExecution) => {
    setCurrent(execution);
    setForm(formOf(execution));
    setFieldErrors({});
  }, []);

  /** Opens an analysis of the history, read afresh. */
  const select = useCallback(
    (execution: KeywordExecution) => {
      show(execution);
      fetchKeywordExecution(execution.uuid)
        .then((fresh) => setCurrent((shown) => (shown?.uuid === fresh.uuid ? fresh : shown)))
        .catch(() => toast.short('error', m.executionFailed, m.executionFailed));
    },
    [show],
  );

  // On page load, the first completed analysis of the history is opened.
  const autoSelected = useRef(false);
  useEffect(() => {
    if (autoSelected.current || !history.data) return;
    autoSelected.current = true;
    const first = history.data.find((e) => e.status === 'completed');
    if (first) show(first);
  }, [history.data, show]);

  // An analysis in flight is polled on the spec's schedule until it completes or fails.
  const polled = current && !isSettled(current.status) ? current.uuid : null;
  useEffect(() => {
    if (!polled) return;
    return startPolling({
      poll: () => fetchKeywordExecution(polled),
      onUpdate: (fresh) => setCurrent((shown) => (shown?.uuid === fresh.uuid ? fresh : shown)),
      onSettled: (done) => {
        if (done.status === 'completed') toast.short('success', m.complete, done.title);
        else toast.short('error', m.pollingError, done.error_message ?? m.analysisError);
        void client.invalidateQueries({ queryKey: keywordKeys.executions });
        void client.invalidateQueries({ queryKey: keywordKeys.summary });
      },
    });
  }, [polled, client]);

  const runFailed = (error: unknown) => {
    toast.long('error', m.runFailed, errorText(error, m.runFailed, 'detail'));
    if (error instanceof ApiRequestError) setFieldErrors(serverFieldErrors(error.errors));
    setCurrent(null);
  };

  return {
    form,
    setForm: (values: KeywordFormValues) => {
      setForm(values);
      setFieldErrors({});
    },
    fieldErrors,
    current,
    history,
    results,
    remaining: summary.data?.remaining_executions,
    upgrade,
    busy: startAnalysis.isPending || refreshAnalysis.isPending,
    select,

    /** Run (nothing selected) or Refresh (an analysis selected); in upgrade mode only the message. */
    run() {
      if (upgrade) {
        toast.long('info', m.upgradeTitle, upgrade);
        return;
      }
      if (current) {
        refreshAnalysis.mutate(current.uuid, {
          onSuccess: (execution) => {
            show(execution);
            toast.short('success', m.refreshed, execution.title);
          },
          onError: runFailed,
        });
      } else {
        startAnalysis.mutate(form, {
          onSuccess: (execution) => {
            show(execution);
            toast.short('success', m.started, execution.title);
          },
          onError: runFailed,
        });
      }
    },

    /** Retry Analysis of a failed one: it is refreshed. */
    retry() {
      if (!current) return;
      refreshAnalysis.mutate(current.uuid, {
        onSuccess: (execution) => {
          show(execution);
          toast.short('success', m.restarted, execution.title);
        },
        onError: (error) => toast.long('error', m.retryFailed, errorText(error, m.retryFailed, 'detail')),
      });
    },

    /** Clears the form (Global, English), the results, the polling and the selection. */
    newAnalysis() {
      if (upgrade) {
        toast.long('info', m.upgradeTitle, upgradeMessage(gate, false) ?? upgrade);
        return;
      }
      setCurrent(null);
      setForm(EMPTY_KEYWORD_FORM);
      setFieldErrors({});
    },
  };
};
