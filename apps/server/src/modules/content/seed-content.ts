// The content a fresh installation starts with: written guides on AI visibility and on Sightline, the
// FAQ, and the campaign services catalogue. Admins edit, reorder or remove all of it afterwards; it is
// written once per database (content.repo.ts seedOnce), so a deletion stays deleted.
// The guides have no video: no video has been recorded for them, and an embed of someone else's
// video would describe another product. Service prices are the operator's to set ("On request").
import type { ContentKind } from '@sightline/contracts';

export interface SeedCategory {
  kind: ContentKind;
  slug: string;
  name: string;
  color: string;
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { kind: 'tutorials', slug: 'getting-started', name: 'Getting started', color: 'blue' },
  { kind: 'tutorials', slug: 'reading-results', name: 'Reading results', color: 'teal' },
  { kind: 'tutorials', slug: 'ai-visibility', name: 'AI visibility', color: 'grape' },
  { kind: 'faqs', slug: 'product', name: 'Product', color: 'blue' },
  { kind: 'faqs', slug: 'metrics', name: 'Metrics', color: 'teal' },
  { kind: 'faqs', slug: 'billing', name: 'Plans and billing', color: 'orange' },
  { kind: 'services', slug: 'content', name: 'Content', color: 'grape' },
  { kind: 'services', slug: 'outreach', name: 'Outreach', color: 'teal' },
  { kind: 'services', slug: 'strategy', name: 'Strategy', color: 'blue' },
];

export interface SeedTutorial {
  category: string;
  title: string;
  description: string;
  duration: string;
  body: string;
  featured?: boolean;
}

export const SEED_TUTORIALS: readonly SeedTutorial[] = [
  {
    category: 'getting-started',
    title: 'Set up your first brand',
    description: 'Create a brand, choose the AI engines to watch and the prompts that matter to your buyers.',
    duration: '5 min read',
    featured: true,
    body: `A **brand** in Sightline is the company or product you want to see in AI answers.

1. On **Brand AI Monitoring**, choose **Create brand**. Give the brand's name, its website and where it sells.
2. Sightline reads your website and **suggests prompts**: the questions a buyer would put to an AI engine ("best project management software for agencies"). Keep the ones your buyers really ask, and add your own.
3. Pick the **AI engines** to watch: ChatGPT, Claude, Gemini, Perplexity, Copilot, DeepSeek, Google AI Overviews and AI Mode.
4. Choose **when reports run** (day, hour and time zone). Every run asks each prompt on each engine and stores the answers.

**Ranking prompts** ask for recommendations and lists; Sightline reads where your brand is placed. **Accuracy prompts** ask a fact about you ("Where is Acme based?") and compare the answer with the answer you expect.`,
  },
  {
    category: 'getting-started',
    title: 'Run a report and follow its progress',
    description: 'What happens when a report runs, how long it takes and where the results appear.',
    duration: '4 min read',
    body: `A report asks every prompt of the brand on every chosen engine. Start one with **Run report** on the brand screen, or let the schedule start it.

- Each answer is read as it arrives: the ranked list is extracted, your brand and your competitors are matched (by name, aliases and domain), and the cited sources are collected.
- AI answers vary from one ask to the next, so each prompt is asked **more than once per engine**. When the answers disagree, Sightline asks again (up to a limit) until the result is stable enough to report.
- The brand screen shows the run's progress; you get a notification and an email when it is ready.

Engines without an API key run in **sandbox mode**: their answers are simulated for demonstration and marked *Simulated* everywhere they appear.`,
  },
  {
    category: 'reading-results',
    title: 'Positions, mentions and the LLMO score',
    description: 'How Sightline turns AI answers into a position, a mention rate and a score out of 100.',
    duration: '6 min read',
    featured: true,
    body: `For each ranking prompt and engine, Sightline records:

- **Mentioned**: whether the answer names your brand at all.
- **Position**: where your brand is placed in the answer's ranking (1 is first). An answer that does not rank you has no position; it is not counted as a low one.
- **Adoption rate**: how much weight the engine carries, used to combine engines.

The **LLMO score** (0 to 100) combines them: each engine's *position score* (100 for first place, 90 for second, down to 10 for tenth, 0 beyond) is weighted by the engine's adoption rate, and the weighted scores are added up. A brand ranked first by every engine scores close to 100.

Because answers vary, every rate carries its sample count, and small samples are flagged. Compare periods rather than single days.`,
  },
  {
    category: 'reading-results',
    title: 'Share of voice and competitors',
    description: 'Read which competitors the engines recommend instead of you, and how often.',
    duration: '5 min read',
    body: `**Share of voice** is your brand's mentions divided by all brand mentions in the same answers, per engine and period. If answers name five brands and yours is one of them every time, your share is about 20%.

The **Competitors** tab lists every brand the engines named next to yours, with its average position, how often it appeared and its trend. Open a competitor to see the prompts it appears in and the sources cited with it.

Add the competitors you already know, and your brand's other names (aliases), on the brand screen: matching then finds them however an engine spells them.`,
  },
  {
    category: 'reading-results',
    title: 'Cited sources: where AI engines get their answers',
    description: 'Find the websites the engines cite for your prompts, and the pages behind each citation.',
    duration: '5 min read',
    body: `Engines that search the web (ChatGPT with search, Perplexity, Gemini, Copilot, Google's AI features) cite the pages they used. Sightline keeps each cited URL with its domain and marks **your own domain**.

- **Important websites** ranks domains by how often they are cited for your prompts, with the engines that use them and the trend.
- Open a domain to see the exact pages per engine.

Domains cited often for your category but never mentioning you are where coverage pays off: reviews, comparisons, directories and community threads. A page the engine only *retrieved* is kept apart from one it *cited*.`,
  },
  {
    category: 'reading-results',
    title: 'Accuracy prompts: are the facts about you right?',
    description: 'Check what AI engines say about your company against the answer you expect.',
    duration: '4 min read',
    body: `An accuracy prompt pairs a question with its **expected response**. Each engine's answer is rated:

- **Correct** (2): it states the expected facts;
- **Almost correct** (1): partly right, or right with errors;
- **Wrong** (0): it contradicts or misses them.

Each rating comes with a score out of 10 and a justification. With a language-model judge configured, the judge rates the answer; otherwise a deterministic fact check compares names, numbers and key terms.

The heatmap shows the ratings over time per engine. A wrong answer that persists usually traces back to an outdated page: the sources of that answer tell you which one to fix.`,
  },
  {
    category: 'ai-visibility',
    title: 'What makes AI engines recommend a brand',
    description: 'The signals behind AI recommendations, and what you can influence.',
    duration: '7 min read',
    featured: true,
    body: `AI engines answer from two places: what the model learned in training, and what a search step finds at the moment of the question. You can influence both, slowly for the first and quickly for the second.

- **Be described clearly on your own site**: what you sell, for whom, where, at what price, compared with what. Engines quote plain, specific statements.
- **Be present where the engines look**: the domains cited for your prompts (see *Important websites*). Reviews, comparisons, listicles, directories and community answers carry weight.
- **Be consistent**: the same name, category and facts everywhere. Conflicting facts produce wrong answers.
- **Answer the questions buyers ask**: pages that answer a prompt directly ("best X for Y", "X vs Y", "X pricing") are the pages that get cited.

Measure before and after each change: one report is a sample, a trend over weeks is evidence.`,
  },
  {
    category: 'ai-visibility',
    title: 'Choosing prompts that reflect real demand',
    description: 'Use the keyword explorer to find the prompts people put to AI engines in your market.',
    duration: '5 min read',
    body: `Good prompts are the questions your buyers actually ask. The **Keyword Explorer** turns your keywords into AI-style prompts (questions, "best … for …", comparisons, alternatives, prices, local variants) and shows the monthly search volume of each over the last 12 months.

- Start from the words buyers use, not your internal product names.
- Keep a mix: category prompts ("best CRM for startups"), comparison prompts ("HubSpot vs Pipedrive") and problem prompts ("how to track sales leads").
- Add the prompts that matter to a brand with **Add to Project**.

Volumes come from a keyword-volume provider when one is configured; otherwise they are simulated and marked as such.`,
  },
  {
    category: 'getting-started',
    title: 'Share a brand with your team or a client',
    description: 'Invite colleagues with view or edit rights, or share your subscription with your team.',
    duration: '3 min read',
    body: `- **Brand sharing**: on the brand screen, invite someone by email with **View** (read everything) or **Edit** (also change prompts, tags and run reports). You can change or revoke access at any time.
- **Team**: share your subscription with team members; their brands then count against your plan.
- Invitations arrive by email and wait under **Sharing** until accepted.

Custom reports can be printed to PDF for anyone without an account.`,
  },
];

export interface SeedFaq {
  category: string;
  question: string;
  answer: string;
  featured?: boolean;
}

export const SEED_FAQS: readonly SeedFaq[] = [
  {
    category: 'product',
    question: 'What does Sightline measure?',
    answer:
      'How AI engines talk about your brand: whether they mention it, where they rank it, which competitors they name instead, which websites they cite, and whether the facts they state about you are right.',
    featured: true,
  },
  {
    category: 'product',
    question: 'Which AI engines are supported?',
    answer:
      'ChatGPT, Claude, Gemini, Perplexity, Microsoft Copilot, DeepSeek, Google AI Overviews and Google AI Mode (and, where configured, Llama and Mistral). You choose the engines per brand.',
    featured: true,
  },
  {
    category: 'product',
    question: 'What does the "Simulated" badge mean?',
    answer:
      'An engine without credentials runs in sandbox mode: its answers are simulated for demonstration, not fetched from the real engine. Simulated answers are marked everywhere they appear and should not be read as measurements.',
    featured: true,
  },
  {
    category: 'product',
    question: 'How often are reports run?',
    answer:
      'On the schedule you set for each brand (day, hour and time zone), and whenever you start one with Run report. Each run asks every prompt on every chosen engine.',
  },
  {
    category: 'product',
    question: 'Why do results change between two runs with nothing changed on my side?',
    answer:
      'AI answers are not deterministic: the same question asked twice often returns a different list. Sightline asks each prompt several times per engine and reports rates with their sample counts; compare trends over weeks rather than single runs.',
  },
  {
    category: 'product',
    question: 'Can I print or share a report?',
    answer:
      'Yes. Every report has a printable version, and custom reports let you choose the period and the sections (rankings, accuracy, website traffic, recommendations). Use Download Report and save as PDF.',
  },
  {
    category: 'metrics',
    question: 'How is the LLMO score calculated?',
    answer:
      "Each engine gets a position score (100 for first place, 90 for second, down to 10 for tenth, 0 beyond or when not ranked), weighted by the engine's adoption rate; the weighted scores are added up to a score out of 100.",
    featured: true,
  },
  {
    category: 'metrics',
    question: 'What is share of voice?',
    answer:
      "Your brand's mentions divided by all brand mentions in the same answers, per engine and period. It shows how much of the conversation you own compared with your competitors.",
  },
  {
    category: 'metrics',
    question: 'How is accuracy rated?',
    answer:
      'Each answer to an accuracy prompt is rated Correct, Almost correct or Wrong against your expected response, with a score out of 10 and a justification, by a language-model judge when one is configured and by a deterministic fact check otherwise.',
  },
  {
    category: 'metrics',
    question: 'What counts as a citation?',
    answer:
      'A web page the engine names as a source of its answer. Pages an engine only retrieved without citing are kept apart. Your own domain is marked in every table.',
  },
  {
    category: 'metrics',
    question: 'Why is a percentage shown with a small-sample flag?',
    answer:
      'A rate measured on few answers can move a lot by chance. Sightline shows the number of answers behind each rate and flags small samples, so you know how much to trust it.',
  },
  {
    category: 'billing',
    question: 'Is there a free trial?',
    answer:
      'Yes. A new account starts with a free trial. When it ends without a subscription, the account becomes read-only: your data stays visible, and new runs or changes need a plan.',
  },
  {
    category: 'billing',
    question: 'What do the plans include?',
    answer:
      "Plans differ in the number of prompts, team members, keyword analyses and recommendation runs per month. The Plans page lists each plan's limits and price.",
  },
  {
    category: 'billing',
    question: 'How do I cancel or change my plan?',
    answer:
      'Open Plans & Billing: you can move to another plan, open the billing portal to update your card or download invoices, or cancel. A cancelled plan runs until the end of the paid period.',
  },
];

export interface SeedService {
  category: string;
  title: string;
  short_description: string;
  full_description: string;
  features: string[];
  deliverables: string[];
  featured?: boolean;
}

export const SEED_SERVICES: readonly SeedService[] = [
  {
    category: 'strategy',
    title: 'AI visibility audit',
    short_description:
      'A full review of how AI engines see your brand today, and the ten changes that matter most.',
    full_description:
      "We run your category's prompts on every engine, analyse positions, competitors, cited sources and factual accuracy, and turn the findings into a prioritised plan.",
    features: [
      "Prompt set built from your market's real questions",
      'Competitor and share-of-voice analysis per engine',
      'Review of the sources the engines cite for your category',
      'Accuracy check of the facts engines state about you',
    ],
    deliverables: ['Audit report (PDF)', 'Prioritised action plan', '60-minute review call'],
    featured: true,
  },
  {
    category: 'content',
    title: 'Answer-first content pages',
    short_description: 'Pages written to answer the prompts your buyers ask, in the form engines quote.',
    full_description:
      'For the prompts where competitors are recommended instead of you, we write comparison, alternative and use-case pages that answer the question directly, with clear facts and structure.',
    features: [
      'Prompt gap analysis from your Sightline data',
      'Briefs reviewed with your team before writing',
      'Structured data and internal linking recommendations',
    ],
    deliverables: ['Content briefs', 'Written pages ready to publish', 'Before/after measurement plan'],
    featured: true,
  },
  {
    category: 'content',
    title: 'Fact correction campaign',
    short_description: 'Find and fix the outdated pages behind wrong AI answers about your company.',
    full_description:
      'Starting from your accuracy prompts rated Wrong or Almost correct, we trace the sources of each wrong answer and correct them: your own pages, profiles, directories and third-party articles.',
    features: [
      'Source tracing for every wrong answer',
      'Corrections on your site and profiles',
      'Correction requests to third-party publishers',
    ],
    deliverables: ['List of sources with the fix for each', 'Corrected pages', 'Follow-up accuracy report'],
  },
  {
    category: 'outreach',
    title: 'Digital PR on cited domains',
    short_description: 'Earn coverage on the websites AI engines cite for your category.',
    full_description:
      'We target the domains that engines cite most for your prompts but that do not mention you yet: reviews, comparisons, industry media and directories.',
    features: [
      'Target list from your cited-sources data',
      'Pitches and contributed content',
      'Monthly reporting of placements',
    ],
    deliverables: ['Target list', 'Placement report', 'Citation change report'],
    featured: true,
  },
  {
    category: 'outreach',
    title: 'Community and review presence',
    short_description: 'Be present in the forums, Q&A sites and review platforms engines draw on.',
    full_description:
      "Engines often cite community threads and review platforms. We help you build a genuine presence there, within each platform's rules.",
    features: [
      'Platform selection from your data',
      'Profile set-up and guidelines',
      'Review request programme',
    ],
    deliverables: ['Platform plan', 'Set-up checklist', 'Quarterly review'],
  },
  {
    category: 'strategy',
    title: 'Monthly AI visibility reporting',
    short_description:
      'A monthly custom report with commentary, prepared for your management or your client.',
    full_description:
      "We prepare a custom report each month, add an analyst's commentary on what moved and why, and present it in a short call.",
    features: [
      'Custom report with commentary',
      'Competitor movements explained',
      'Next-step recommendations',
    ],
    deliverables: ['Monthly PDF report', '30-minute call'],
  },
];
