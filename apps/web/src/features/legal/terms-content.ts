// Terms and Conditions (spec 3 section 2.10), in our own words. Figures come from contracts.
import {
  CLAIMS_LIMIT_YEARS,
  DISPUTE_NEGOTIATION_DAYS,
  SUPPORT_EMAIL,
  TERMS_CHANGE_NOTICE_DAYS,
  TRIAL_DAYS,
} from '@sightline/contracts';
import type { LegalSection } from './legal-types.ts';

const years = (n: number) => (n === 1 ? 'one (1) year' : `${n} years`);

export const termsSections: readonly LegalSection[] = [
  {
    id: 'general',
    heading: 'General terms',
    paragraphs: [
      'These Terms and Conditions ("Terms") govern your access to and use of Sightline, the web application that monitors how AI engines present brands, products and companies (the "Service"). By creating an account, starting a trial or using the Service in any way, you agree to be bound by these Terms. If you use the Service on behalf of a company or other organisation, you confirm that you are authorised to accept these Terms on its behalf, and "you" refers to that organisation.',
      'If you do not agree with these Terms, you must not register for or use the Service. Some features may be subject to additional conditions shown to you when you use them; those conditions form part of these Terms.',
    ],
  },
  {
    id: 'license',
    heading: 'License to use the Service',
    paragraphs: [
      'Subject to these Terms and to payment of the applicable fees, we grant you a limited, non-exclusive, non-transferable and revocable licence to access and use the Service for your internal business purposes during the term of your subscription or trial.',
      'The Service, its software, design, databases, reports and documentation remain our property or that of our licensors and are protected by intellectual property laws. You keep all rights in the information you enter into the Service, such as your brand data and prompts, and you grant us the rights needed to process that information in order to provide the Service to you.',
    ],
  },
  {
    id: 'scope',
    heading: 'Scope of the Service',
    paragraphs: [
      'The Service sends the prompts you configure to third-party AI engines, collects their answers and analyses them to report metrics such as mentions, average position, cited sources, share of voice and answer accuracy, together with recommendations. The number of prompts, team members and other limits depend on the plan you choose.',
      `New accounts may start with a free trial of ${TRIAL_DAYS} days. AI engines are operated by third parties and their answers change over time and between requests. We report what the engines answered as faithfully as we can, but we do not control their content and do not guarantee any particular ranking, visibility or business outcome.`,
    ],
  },
  {
    id: 'restrictions',
    heading: 'Restrictions',
    paragraphs: ['When using the Service you agree that you will not, and will not allow anyone else to:'],
    items: [
      'extract data from the Service by automated means, including scraping, crawling, bots or scripts, other than through interfaces we expressly provide for that purpose;',
      'copy, resell, sublicense, rent or otherwise make the Service available to third parties outside your organisation, except through the sharing features of your plan;',
      'reverse engineer, decompile or attempt to obtain the source code of the Service, except where the law expressly allows it;',
      'use the Service to break the law, infringe the rights of others, or send prompts with unlawful, defamatory or harmful content;',
      'interfere with the security or proper working of the Service, or try to bypass its usage limits.',
    ],
  },
  {
    id: 'payment',
    heading: 'Prices and payment',
    paragraphs: [
      'Paid plans are billed in advance for each monthly billing period at the prices shown on our plans page, which exclude applicable taxes. Payment is made by credit or debit card through our payment provider; we do not store your full card details.',
      'Subscriptions renew automatically at the end of each billing period until you cancel them. If a payment fails we may suspend paid features until the outstanding amount is paid.',
    ],
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    paragraphs: [
      `If you believe you have been charged in error, or you are unhappy with the Service, please contact our support team at ${SUPPORT_EMAIL}. We review every refund request individually and, where a refund is appropriate, it is paid to the card used for the original payment.`,
      'Cancelling a subscription stops future renewals; the plan stays active until the end of the period already paid.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    paragraphs: [
      'The Service uses cookies and similar local storage that are strictly necessary to keep you signed in, remember your preferences (such as the state of the side menu) and protect the Service against abuse. Where we use optional cookies, for example for analytics or support chat, we ask for your consent where the law requires it and you may withdraw it at any time.',
    ],
  },
  {
    id: 'termination',
    heading: 'Termination',
    paragraphs: [
      'You may stop using the Service and cancel your subscription at any time from your account. We may suspend or terminate your access, with notice where reasonably possible, if you materially breach these Terms, fail to pay the fees due, or use the Service in a way that puts it or other users at risk.',
      'On termination your right to use the Service ends. Your data is kept and then deleted as described in our Privacy Policy.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    paragraphs: [
      'The Service is provided "as is" and "as available". To the maximum extent permitted by law, we are not liable for indirect or consequential losses, such as loss of profits, revenue, goodwill or data, nor for the content of answers produced by third-party AI engines.',
      'Our total liability arising out of or in connection with these Terms in any twelve-month period is limited to the amount you paid us for the Service during that period. Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud or wilful misconduct.',
    ],
  },
  {
    id: 'disputes',
    heading: 'Disputes and arbitration',
    paragraphs: [
      `If a dispute arises in connection with these Terms, both parties will first try in good faith to resolve it through negotiation. Either party may start the negotiation by notifying the other in writing. If the dispute has not been resolved within ${DISPUTE_NEGOTIATION_DAYS} days of that notice, it shall be finally settled by arbitration under the rules of an arbitration institution agreed by the parties, by a single arbitrator, in Spain and in the Spanish or English language.`,
      'These Terms are governed by the laws of Spain. Nothing in this section prevents either party from seeking urgent interim relief from a competent court, or limits rights that consumers may have under mandatory law.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these Terms',
    paragraphs: [
      `We may update these Terms from time to time. If we make a material change we will tell you by email or in the application at least ${TERMS_CHANGE_NOTICE_DAYS} days before it takes effect. If you do not agree with the change you may cancel your subscription before that date; continuing to use the Service after the change takes effect means you accept the updated Terms.`,
    ],
  },
  {
    id: 'claims',
    heading: 'Time limit for claims',
    paragraphs: [
      `Any claim arising out of or relating to these Terms or the Service must be brought within ${years(CLAIMS_LIMIT_YEARS)} after the facts giving rise to the claim occurred; otherwise the claim is permanently barred, to the extent permitted by law.`,
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    paragraphs: [`Questions about these Terms can be sent to ${SUPPORT_EMAIL}.`],
  },
];
