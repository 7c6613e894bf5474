// The two ways a cited source is classified (issue 30, section 2). The rules live in the
// server's analysis (`source-class.ts`); these are the values an API or screen shows.

/** Who publishes the site a source is on. */
export const DOMAIN_CLASSES = [
  'own',
  'competitor',
  'editorial',
  'ugc',
  'reference',
  'institutional',
  'review_platform',
  'retail',
  'video_social',
  'corporate',
] as const;
export type DomainClass = (typeof DOMAIN_CLASSES)[number];

/** What kind of page a source is. */
export const PAGE_TYPES = [
  'homepage',
  'listicle',
  'comparison',
  'product',
  'review',
  'howto',
  'documentation',
  'news',
  'discussion',
  'profile',
  'category',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
