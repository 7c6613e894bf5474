// Tutorials and FAQs, campaign services and their requests (analysis spec 2.6, 2.7, 3, 7, 8, 9), and
// the admin calls that manage them. Public lists show published items only, in the admin's order.

import { requiredText, text } from './input.ts';
import { PaginationSchema } from './prompt-dashboards.ts';
import { z } from './zod-setup.ts';

/** Spec 9: tutorials and services, 12 per page each. */
export const CONTENT_PAGE_SIZE = 12;
const CONTENT_PAGE_SIZE_MAX = 48;
const CONTENT_PAGE_MAX = 100_000;

/** Spec 9: the request form's budget options, in order. */
export const SERVICE_BUDGET_RANGES = [
  'under-1000',
  '1000-5000',
  '5000-10000',
  '10000-25000',
  '25000-50000',
  'over-50000',
  'consultation',
] as const;
export type ServiceBudgetRange = (typeof SERVICE_BUDGET_RANGES)[number];
export const serviceBudgetLabels: Record<ServiceBudgetRange, string> = {
  'under-1000': 'Under €1,000',
  '1000-5000': '€1,000 – €5,000',
  '5000-10000': '€5,000 – €10,000',
  '10000-25000': '€10,000 – €25,000',
  '25000-50000': '€25,000 – €50,000',
  'over-50000': 'Over €50,000',
  consultation: 'Let’s discuss it in a consultation',
};

/** Spec 9: the request form's timeline options, in order. */
export const SERVICE_TIMELINES = [
  'asap',
  '1-week',
  '2-weeks',
  '1-month',
  '2-months',
  '3-months',
  'flexible',
] as const;
export type ServiceTimeline = (typeof SERVICE_TIMELINES)[number];
export const serviceTimelineLabels: Record<ServiceTimeline, string> = {
  asap: 'As soon as possible',
  '1-week': 'Within 1 week',
  '2-weeks': 'Within 2 weeks',
  '1-month': 'Within 1 month',
  '2-months': 'Within 2 months',
  '3-months': 'Within 3 months',
  flexible: 'Flexible',
};

/** Where a tutorial's video plays and its default thumbnail (the Content-Security-Policy allows both). */
export const youtubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
export const youtubeThumbnailUrl = (id: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;

/** The three kinds of content an admin manages; each has its own categories. */
export const CONTENT_KINDS = ['tutorials', 'faqs', 'services'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Most features or deliverables a service lists, and the length of a message. */
const SERVICE_LIST_MAX = 20;
const SERVICE_REQUEST_MESSAGE_MAX = 4000;
/** Featured items each featured call returns at most. */
export const FEATURED_MAX = 6;

export const contentMessages = {
  tutorialCategoriesFailed: 'Failed to load tutorial categories',
  tutorialsFailed: 'Failed to load tutorials',
  faqCategoriesFailed: 'Failed to load FAQ categories',
  faqsFailed: 'Failed to load FAQs',
  servicesFailed: 'Failed to load service categories and services',
  requestFailed: 'Failed to submit service request. Please try again.',
  requestSubmitted: 'Request Submitted',
  requestSubmittedDetail: 'Thank you. Our team will contact you shortly about this service.',
  invalidPage: 'page must be a whole number of at least 1',
  invalidPageSize: `page_size must be a whole number from 1 to ${CONTENT_PAGE_SIZE_MAX}`,
  categoryNotFound: 'Category not found',
  tutorialNotFound: 'Tutorial not found',
  faqNotFound: 'FAQ not found',
  serviceNotFound: 'Service not found',
  invalidBudget: `budget_range must be one of ${SERVICE_BUDGET_RANGES.join(', ')}`,
  invalidTimeline: `preferred_timeline must be one of ${SERVICE_TIMELINES.join(', ')}`,
  serviceRequired: 'service_uuid is required',
  adminOnly: 'Only administrators can manage content',
  titleRequired: 'Title is required',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  invalidYoutubeId: 'YouTube id must be the 11-character id of a video (the part after v=)',
  imageFormat: 'Only .jpg, .jpeg, .png, .gif and .webp images are allowed',
  imageTooLarge: 'Image must be less than 2MB',
  invalidUuid: 'Must be a uuid',
  invalidOrder: 'uuids must list every item of this kind exactly once',
  invalidFlag: 'Must be true or false',
} as const;

/** Texts of the two screens and the admin screen. */
export const contentLabels = {
  demoTitle: 'See Sightline on your own brand',
  demoText:
    'Book a 30-minute demo: we run your brand’s prompts live and walk you through positions, sources and accuracy.',
  bookDemo: 'Book a demo',
  videoTutorials: 'Video tutorials',
  faqTitle: 'Frequently asked questions',
  allCategories: 'All',
  featured: 'Featured',
  watch: 'Watch',
  read: 'Read the guide',
  writtenGuide: 'Written guide',
  writtenGuideNote: 'This tutorial is a written guide; no video has been published for it yet.',
  noTutorials: 'No tutorials in this category yet.',
  noFaqs: 'No questions in this category yet.',
  consultationTitle: 'Not sure which service fits?',
  consultationText:
    'Book a free consultation: we look at your AI visibility report together and suggest where to start.',
  bookConsultation: 'Book consultation',
  showMore: 'Show details',
  showLess: 'Hide details',
  features: 'What is included',
  deliverables: 'Deliverables',
  requestService: 'Request this service',
  requestTitle: (service: string) => `Request: ${service}`,
  budget: 'Budget',
  timeline: 'Preferred timeline',
  message: 'Message',
  messagePlaceholder: 'Tell us about your brand, your goals and anything we should know.',
  submit: 'Send request',
  cancel: 'Cancel',
  myRequests: 'My requests',
  noRequests: 'You have not requested a service yet.',
  noServices: 'No services in this category yet.',
  requestedOn: 'Requested',
  status: 'Status',
  admin: 'Content admin',
} as const;

export const adminLabels = {
  title: 'Content admin',
  tutorials: 'Tutorials',
  faqs: 'FAQs',
  services: 'Services',
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  moveUp: 'Move up',
  moveDown: 'Move down',
  published: 'Published',
  draft: 'Draft',
  featured: 'Featured',
  category: 'Category',
  noCategory: 'No category',
  image: 'Image',
  saved: 'Saved',
  deleted: 'Deleted',
  confirmDelete: 'Delete this item? This cannot be undone.',
  removeImage: 'Remove the current image',
  cancel: 'Cancel',
  item: 'Item',
  status: 'Status',
  actions: 'Actions',
  empty: 'Nothing here yet.',
  notAdmin:
    'Only administrators can manage content. Ask an administrator to run `npm run admin -- grant <your email>`.',
  fields: {
    title: 'Title',
    description: 'Short description',
    body: 'Guide text (Markdown)',
    duration: 'Duration (e.g. "6 min" or "5 min read")',
    youtube_id: 'YouTube video id (leave empty for a written guide)',
    question: 'Question',
    answer: 'Answer',
    short_description: 'Short description',
    full_description: 'Full description',
    features: 'What is included (one per line)',
    deliverables: 'Deliverables (one per line)',
    formatted_price: 'Price (e.g. "From €1,500" or "On request")',
    price_unit: 'Price unit (e.g. "per project")',
  },
} as const;

// -- Replies -----------------------------------------------------------------------------------

const ContentCategorySchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** A Mantine color name for its badge. */
  color: z.string(),
});
export type ContentCategory = z.infer<typeof ContentCategorySchema>;
export const ContentCategoryListSchema = z.object({ categories: z.array(ContentCategorySchema) });

export const TutorialSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** The written guide (Markdown); the whole tutorial when it has no video. */
  body: z.string(),
  thumbnail_url: z.string().nullable(),
  /** "6 min" of video or "5 min read" of a guide. */
  duration: z.string(),
  /** Set only for a real published video; null for a written guide. */
  youtube_id: z.string().nullable(),
  category: ContentCategorySchema.nullable(),
});
export type Tutorial = z.infer<typeof TutorialSchema>;

export const FaqSchema = z.object({
  uuid: z.uuid(),
  question: z.string(),
  answer: z.string(),
  category: ContentCategorySchema.nullable(),
});
export type Faq = z.infer<typeof FaqSchema>;

export const ServiceSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  short_description: z.string(),
  full_description: z.string(),
  features: z.array(z.string()),
  deliverables: z.array(z.string()),
  /** "From €1,500" or "On request"; the operator's wording, never computed. */
  formatted_price: z.string(),
  price_unit: z.string(),
  image_url: z.string().nullable(),
  category: ContentCategorySchema.nullable(),
});
export type Service = z.infer<typeof ServiceSchema>;

export const TutorialPageSchema = z.object({
  results: z.array(TutorialSchema),
  pagination: PaginationSchema,
});
export const FaqListSchema = z.object({ results: z.array(FaqSchema) });
export const ServicePageSchema = z.object({ results: z.array(ServiceSchema), pagination: PaginationSchema });
export const TutorialFeaturedSchema = z.object({
  tutorials: z.array(TutorialSchema),
  faqs: z.array(FaqSchema),
});
export const ServiceFeaturedSchema = z.object({ services: z.array(ServiceSchema) });

export const ServiceRequestSchema = z.object({
  uuid: z.uuid(),
  service: z.object({ uuid: z.uuid(), title: z.string() }),
  budget_range: z.enum(SERVICE_BUDGET_RANGES).nullable(),
  preferred_timeline: z.enum(SERVICE_TIMELINES).nullable(),
  message: z.string(),
  status: z.enum(['NEW', 'CONTACTED', 'CLOSED']),
  created_at: z.string(),
});
export type ServiceRequest = z.infer<typeof ServiceRequestSchema>;
export const ServiceRequestListSchema = z.object({ requests: z.array(ServiceRequestSchema) });

// -- Requests ----------------------------------------------------------------------------------

const page = z.coerce
  .number(contentMessages.invalidPage)
  .int(contentMessages.invalidPage)
  .min(1, contentMessages.invalidPage)
  .max(CONTENT_PAGE_MAX, contentMessages.invalidPage)
  .default(1);
const pageSize = z.coerce
  .number(contentMessages.invalidPageSize)
  .int(contentMessages.invalidPageSize)
  .min(1, contentMessages.invalidPageSize)
  .max(CONTENT_PAGE_SIZE_MAX, contentMessages.invalidPageSize)
  .default(CONTENT_PAGE_SIZE);
/** A category by slug or uuid; absent or empty means all. */
const category = text(100).optional();

export const ContentPageQuerySchema = z.object({ page, page_size: pageSize, category });
export type ContentPageQuery = z.infer<typeof ContentPageQuerySchema>;
export const FaqQuerySchema = z.object({ category });
export const ContentUuidParamSchema = z.object({ id: z.uuid(contentMessages.invalidUuid) });

/** An empty form choice is no choice. */
const blankAsNull = (v: unknown) => (v === '' ? null : v);

export const ServiceRequestBodySchema = z.object({
  service_uuid: z.uuid(contentMessages.serviceRequired),
  // Spec 5: all fields optional.
  budget_range: z.preprocess(
    blankAsNull,
    z.enum(SERVICE_BUDGET_RANGES, contentMessages.invalidBudget).nullish(),
  ),
  preferred_timeline: z.preprocess(
    blankAsNull,
    z.enum(SERVICE_TIMELINES, contentMessages.invalidTimeline).nullish(),
  ),
  message: text(SERVICE_REQUEST_MESSAGE_MAX).optional(),
});
export type ServiceRequestBody = z.infer<typeof ServiceRequestBodySchema>;

// -- Admin -------------------------------------------------------------------------------------

/** Every admin item carries its place and state besides what the public sees. */
const adminState = {
  position: z.number().int(),
  published: z.boolean(),
  featured: z.boolean(),
};
export const AdminTutorialSchema = TutorialSchema.extend(adminState);
export const AdminFaqSchema = FaqSchema.extend(adminState);
export const AdminServiceSchema = ServiceSchema.extend(adminState);
export type AdminTutorial = z.infer<typeof AdminTutorialSchema>;
export type AdminFaq = z.infer<typeof AdminFaqSchema>;
export type AdminService = z.infer<typeof AdminServiceSchema>;
export const AdminTutorialListSchema = z.object({ items: z.array(AdminTutorialSchema) });
export const AdminFaqListSchema = z.object({ items: z.array(AdminFaqSchema) });
export const AdminServiceListSchema = z.object({ items: z.array(AdminServiceSchema) });

/** A form flag: a JSON boolean or the text of a multipart field. */
const flag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean(contentMessages.invalidFlag).default(false),
);
/** A list typed one item per line (multipart) or sent as an array (JSON). */
const lines = z.preprocess(
  (v) => (typeof v === 'string' ? v.split('\n') : v),
  z
    .array(text(300))
    .max(SERVICE_LIST_MAX + 100, `At most ${SERVICE_LIST_MAX} lines are allowed`)
    .transform((items) => items.filter(Boolean))
    .pipe(z.array(z.string()).max(SERVICE_LIST_MAX, `At most ${SERVICE_LIST_MAX} lines are allowed`))
    .default([]),
);
const categoryUuid = z
  .preprocess(blankAsNull, z.uuid(contentMessages.categoryNotFound).nullish())
  .transform((v) => v ?? null);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export const TutorialInputSchema = z.object({
  title: requiredText(contentMessages.titleRequired, 200),
  description: text(1000).default(''),
  body: text(20_000).default(''),
  duration: text(40).default(''),
  youtube_id: z
    .union([
      z.string().regex(YOUTUBE_ID, contentMessages.invalidYoutubeId),
      z.literal('').transform(() => null),
    ])
    .nullish()
    .transform((v) => v ?? null),
  category_uuid: categoryUuid,
  published: flag,
  featured: flag,
});
export type TutorialInput = z.infer<typeof TutorialInputSchema>;

export const FaqInputSchema = z.object({
  question: requiredText(contentMessages.questionRequired, 500),
  answer: requiredText(contentMessages.answerRequired, 5000),
  category_uuid: categoryUuid,
  published: flag,
  featured: flag,
});
export type FaqInput = z.infer<typeof FaqInputSchema>;

export const ServiceInputSchema = z.object({
  title: requiredText(contentMessages.titleRequired, 200),
  short_description: text(500).default(''),
  full_description: text(5000).default(''),
  features: lines,
  deliverables: lines,
  formatted_price: text(60).default(''),
  price_unit: text(60).default(''),
  category_uuid: categoryUuid,
  published: flag,
  featured: flag,
});
export type ServiceInput = z.infer<typeof ServiceInputSchema>;

export const ContentOrderSchema = z.object({
  uuids: z.array(z.uuid(contentMessages.invalidOrder)).max(1000, contentMessages.invalidOrder),
});

/** The web app's run-time settings (GET app-config/): what the server's environment switched on. */
export const AppConfigSchema = z.object({
  /** The external booking page of Book a demo / Book consultation; null: none configured. */
  booking_url: z.string().nullable(),
  /** A third-party chat widget's script; null: none (the built-in product tour still runs). */
  chat_widget_url: z.string().nullable(),
  /** Payments run on the local test-mode provider (no Stripe keys): screens about billing say so. */
  billing_test_mode: z.boolean(),
});

/** The built-in product tour of the main screens (spec 1 section 1), and its menu entries. */
export const tourLabels = {
  menuEntry: 'Product tour',
  adminEntry: 'Content admin',
  inviteTitle: 'New to Sightline?',
  inviteText: 'Take a one-minute tour of the main screens. You can replay it any time from your user menu.',
  start: 'Start the tour',
  later: 'Not now',
  next: 'Next',
  back: 'Back',
  done: 'Finish',
  close: 'Close the tour',
  stepOf: (n: number, total: number) => `${n} of ${total}`,
} as const;

/** One step: the screen it opens, the menu entry it points at, and what it says. */
export const TOUR_STEPS = [
  {
    path: '/dashboard',
    target: '/dashboard',
    title: 'Brand AI Monitoring',
    text: 'Your brands. Each card shows how AI engines mention and rank the brand, from its latest report. Create a brand here to start.',
  },
  {
    path: '/keyword-explorer',
    target: '/keyword-explorer',
    title: 'Keyword Explorer',
    text: 'Turn your keywords into the prompts people put to AI engines, with their monthly search volume, and add the best ones to a brand.',
  },
  {
    path: '/sharing',
    target: '/sharing',
    title: 'Team',
    text: 'Share a brand with colleagues or clients, with view or edit access, and answer the invitations you receive.',
  },
  {
    path: '/tutorials',
    target: '/tutorials',
    title: 'Tutorials & FAQs',
    text: 'Short guides on reading positions, share of voice, sources and accuracy, and answers to common questions.',
  },
  {
    path: '/services',
    target: '/services',
    title: 'Campaign Services',
    text: 'Expert campaigns that improve how AI engines talk about your brand. Request one and we will get back to you.',
  },
  {
    path: '/subscriptions',
    target: '/subscriptions',
    title: 'Subscription',
    text: 'Your plan, its limits and your trial. Open your user menu (bottom left) to replay this tour.',
  },
] as const;
