/** A realistic answer to "best CRM for startups", shared by the provider fixtures. */
export const CRM_PROMPT = 'best CRM for startups';

export const CRM_INTRO =
  'For most startups the right CRM is the one your team will actually keep updated. Early on you ' +
  'want a free or cheap tier, fast setup and a clean pipeline view; later, automation and reporting ' +
  'start to matter more than price.';

const CRM_LIST = [
  '1. **HubSpot CRM** – The free tier covers contacts, deals and email tracking, and it scales into ' +
    'marketing and service hubs as you grow.',
  '2. **Pipedrive** – A visual, deal-focused pipeline that sales-led startups adopt in an afternoon; ' +
    'plans start around $14 per user per month.',
  '3. **Attio** – A flexible, data-model-first CRM popular with product-led startups that want ' +
    'custom objects and fast syncing with email and calendars.',
  '4. **Salesforce Starter** – The safe choice if you expect to need enterprise-grade customisation ' +
    'and a large ecosystem later.',
  '5. **Zoho CRM** – Strong value for money, with a free plan for up to three users and deep ' +
    'automation on paid tiers.',
].join('\n');

export const CRM_OUTRO =
  'If you are pre-seed with a handful of customers, start with HubSpot or Attio for free; if ' +
  'outbound sales drive your revenue, Pipedrive is usually the fastest to adopt.';

export const CRM_ANSWER = `${CRM_INTRO}\n\n${CRM_LIST}\n\n${CRM_OUTRO}`;

/** [start, end) of a phrase in a text, as the providers report citation spans. */
export function span(text: string, phrase: string): [number, number] {
  const start = text.indexOf(phrase);
  if (start < 0) throw new Error(`phrase not in fixture: ${phrase}`);
  return [start, start + phrase.length];
}
