// Opens the billing portal (Manage Billing, Invoices); when it cannot be opened the user lands on
// /invoices instead (spec 1 section 7).
import { billingMessages } from '@sightline/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { billingPortalUrl, goTo } from '../../api/subscription.ts';
import { paths } from '../../app/paths.ts';
import { toast } from '../../lib/toast.ts';

export function useBillingPortal() {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    const url = await billingPortalUrl(paths.subscriptions);
    setOpening(false);
    if (url) return goTo(url);
    toast.long('error', billingMessages.portalAccessFailed, billingMessages.noBillingAccount);
    navigate(paths.invoices);
  };
  return { open, opening };
}
