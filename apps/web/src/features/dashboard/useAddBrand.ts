// The Add Brand action of the dashboard (spec 1 sections 2 and 8).
import { readOnlyMessage, trialMessages } from '@sightline/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { usePlanStatus } from '../../api/usePlanStatus.ts';
import { ONBOARDING_PARAM, paths } from '../../app/paths.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Returns `addBrand()`: refused with the 'Upgrade Required' toast (5 s) when the account is read-only
 * (its trial, or its paid plan, has ended), else it calls `openWizard`.
 *
 * HOOK FOR THE BRAND WIZARD ISSUE: pass the function that opens the Add/Edit Brand dialog as
 * `openWizard`. This hook already calls it once on arrival when the dashboard is opened as
 * `/dashboard?onboarding=1` (right after registration) or as `/projects/new`, and removes the
 * onboarding flag from the URL so a reload does not reopen it.
 */
export function useAddBrand(openWizard: () => void = () => {}) {
  const { readOnly, readOnlyReason, loading } = usePlanStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();

  const addBrand = useCallback(() => {
    if (readOnly) {
      toast.long('info', trialMessages.upgradeRequiredTitle, readOnlyMessage('brands', readOnlyReason));
      return;
    }
    openWizard();
  }, [readOnly, readOnlyReason, openWizard]);

  const handledArrival = useRef(false);
  const wantsWizard = searchParams.get(ONBOARDING_PARAM) === '1' || pathname === paths.newProject;
  useEffect(() => {
    // Wait for the subscription so a read-only account gets the toast rather than the wizard.
    if (!wantsWizard || loading || handledArrival.current) return;
    handledArrival.current = true;
    if (searchParams.has(ONBOARDING_PARAM)) {
      const rest = new URLSearchParams(searchParams);
      rest.delete(ONBOARDING_PARAM);
      setSearchParams(rest, { replace: true });
    }
    addBrand();
  }, [wantsWizard, loading, searchParams, setSearchParams, addBrand]);

  return { addBrand, readOnly };
}
