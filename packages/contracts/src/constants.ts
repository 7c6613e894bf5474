// Business constants of the spec (section 9 of each document).

export const MAX_IMAGE_BYTES = 2_097_152;
/** A whole multipart form: the image and room for the brand form's prompt lists. */
export const MAX_FORM_BYTES = MAX_IMAGE_BYTES + 1_048_576;
export const RESET_TOKEN_MIN_LENGTH = 32;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long an email verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const TRIAL_DAYS = 14;
export const TRIAL_ENDING_SOON_DAYS = 3;
export const DEFAULT_PROMPT_TOTAL = 100;
export const UPGRADE_PROMPT_REMAINING = 2;
export const USAGE_MEDIUM_ABOVE = 60;
export const USAGE_HIGH_ABOVE = 80;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COLLAPSED_PX = 70;
export const SIDEBAR_EXPANDED_PX = 240;
export const TOAST_SHORT_MS = 3000;
export const TOAST_LONG_MS = 5000;
export const DEFAULT_TIMEZONE = 'UTC';
export const BRANDS_PAGE_SIZE = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const REGISTER_STEPS = 3;
export const SUPPORT_EMAIL = 'support@sightline.app';
export const SALES_EMAIL = 'sales@sightline.app';

// Legal pages (spec 3 sections 2.10 and 9).
export const LEGAL_LAST_UPDATED = 'June 2025';
export const DISPUTE_NEGOTIATION_DAYS = 60;
export const TERMS_CHANGE_NOTICE_DAYS = 30;
export const CLAIMS_LIMIT_YEARS = 1;
export const PRIVACY_MIN_AGE = 14;
export const PRIVACY_RESPONSE_MONTHS = 1;
export const PRIVACY_RESPONSE_EXTENSION_MONTHS = 2;
export const RETENTION_UNPAID_PROFILE_MONTHS = 6;
export const RETENTION_AFTER_CONTRACT_WEEKS = 1;
export const RETENTION_APPLICANTS_MONTHS = 1;
export const RETENTION_BRAND_DATA_EXTRA_MONTHS = 3;

// Web app: a route chunk that has not loaded after this long is reported as failed (spec 1 section 9).
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The account `npm run seed:demo` creates (a local demo, never a production credential). */
export const DEMO_ACCOUNT = { email: 'demo@sightline.app', password: 'Demo!2026' } as const;
