// Privacy Policy (spec 3 section 2.10), in our own words. Figures come from contracts.
import {
  PRIVACY_MIN_AGE,
  PRIVACY_RESPONSE_EXTENSION_MONTHS,
  PRIVACY_RESPONSE_MONTHS,
  RETENTION_AFTER_CONTRACT_WEEKS,
  RETENTION_APPLICANTS_MONTHS,
  RETENTION_BRAND_DATA_EXTRA_MONTHS,
  RETENTION_UNPAID_PROFILE_MONTHS,
  SUPPORT_EMAIL,
} from '@sightline/contracts';
import type { LegalSection } from './legal-types.ts';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export const privacySections: readonly LegalSection[] = [
  {
    id: 'controller',
    heading: 'Who is responsible for your data',
    paragraphs: [
      'The data controller for the personal data processed through Sightline (the "Service") is the company that operates Sightline, established in Spain. We process personal data in accordance with the EU General Data Protection Regulation (GDPR) and Spanish data protection law.',
      `You can contact us about anything related to your personal data at ${SUPPORT_EMAIL}.`,
    ],
  },
  {
    id: 'data',
    heading: 'The data we collect',
    paragraphs: ['We only collect the data we need to provide and improve the Service:'],
    items: [
      'account data: your name, email address, password (stored only as a secure hash) and profile picture;',
      'professional data you give us at registration or in your profile: company name, role, industry, company size, objectives and market position;',
      'brand data: the brands, domains, prompts, expected answers and schedules you configure, and the reports produced from them;',
      'billing data: plan, invoices and payment status (card details are handled by our payment provider, not by us);',
      'technical data: log-in times, IP address and browser information needed to keep the Service secure.',
    ],
  },
  {
    id: 'purposes',
    heading: 'Why we use your data',
    paragraphs: [
      'We use your data to create and manage your account, run the analyses you request and show you their results, bill your subscription, answer your support requests, send you service emails (such as password resets and report notifications) and, where you have not objected, occasional product news that you can unsubscribe from at any time.',
      'The legal bases are the performance of our contract with you, our legitimate interest in keeping the Service secure and improving it, compliance with legal obligations (for example tax records) and, where required, your consent.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    paragraphs: [
      'We do not sell your personal data. We share it only with the suppliers we need to run the Service, and only to the extent they need it: our payment provider, our cloud hosting provider and our email delivery provider. Each of them acts on our instructions under a data processing agreement.',
      'We may also disclose data when the law requires it, for example to comply with a court order.',
    ],
  },
  {
    id: 'transfers',
    heading: 'International transfers',
    paragraphs: [
      'Your personal data is stored and processed within the European Economic Area (EEA). We do not transfer personal data outside the EEA.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    paragraphs: ['We keep personal data only for as long as needed for the purposes above:'],
    items: [
      `the profile of an account that never becomes a paying customer: ${plural(RETENTION_UNPAID_PROFILE_MONTHS, 'month')} after its last activity;`,
      `customer account data: ${plural(RETENTION_AFTER_CONTRACT_WEEKS, 'week')} after the end of the contract, except what we must keep longer by law (such as invoices);`,
      `data of job applicants: ${plural(RETENTION_APPLICANTS_MONTHS, 'month')} after the selection process ends;`,
      `brand data (brands, prompts, answers and reports): for the duration of the subscription plus ${plural(RETENTION_BRAND_DATA_EXTRA_MONTHS, 'month')}.`,
    ],
  },
  {
    id: 'rights',
    heading: 'Your rights',
    paragraphs: [
      'You have the right to access your personal data, to have it corrected or erased, to restrict or object to its processing, and to receive it in a portable format. Where processing is based on consent, you may withdraw that consent at any time.',
      `To exercise these rights, write to ${SUPPORT_EMAIL}. We answer within ${plural(PRIVACY_RESPONSE_MONTHS, 'month')} of receiving your request; for complex or numerous requests this period may be extended by a further ${plural(PRIVACY_RESPONSE_EXTENSION_MONTHS, 'month')}, in which case we will tell you why. You may also lodge a complaint with the Spanish Data Protection Agency (AEPD).`,
    ],
  },
  {
    id: 'age',
    heading: 'Minimum age',
    paragraphs: [
      `The Service is intended for professionals. You must be over ${PRIVACY_MIN_AGE} years old to create an account, and we do not knowingly collect data from anyone younger.`,
    ],
  },
  {
    id: 'google',
    heading: 'Google API services',
    paragraphs: [
      'Where the Service connects to Google APIs at your request, our use and transfer of information received from Google APIs adheres to the Google API Services User Data Policy, including its Limited Use requirements. We use that information only to provide the features you enabled, we do not use it for advertising, and we do not allow humans to read it except with your consent, for security purposes, or where the law requires it.',
    ],
  },
  {
    id: 'ai',
    heading: 'AI engines and anonymisation',
    paragraphs: [
      'To analyse your brand we send prompts to third-party AI engines. Those prompts contain the brand information you configure, not your personal data: before data is sent to an AI engine or used to produce aggregate statistics, we remove or anonymise personal identifiers, so the engines cannot link a request to you.',
    ],
  },
  {
    id: 'security',
    heading: 'Security',
    paragraphs: [
      'We protect your data with appropriate technical and organisational measures, including encryption in transit, hashed passwords, access controls and regular backups. No system is perfectly secure, but we work to prevent unauthorised access, loss or alteration, and we will notify you and the authorities of any breach as the law requires.',
    ],
  },
];
