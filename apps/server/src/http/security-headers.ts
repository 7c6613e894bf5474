// Security headers of every response, above all the Content-Security-Policy: the session sits in
// localStorage (spec), so the policy's job is that no script but our own bundle ever runs on a page.
import { createHash } from 'node:crypto';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from '@sightline/contracts';

/** Where the pages may load from besides the app's own origin. */
export interface PolicySources {
  /** Image origins, e.g. the public URL of the media bucket. */
  images: readonly string[];
  /** Third-party widgets (chat, support): their scripts, frames, requests and images. */
  widgets: readonly string[];
}

// Tutorial videos play in YouTube's privacy-enhanced player (no cookies until played); their
// default thumbnails come from its image host.
const VIDEO_FRAME_ORIGIN = new URL(youtubeEmbedUrl('x')).origin;
const VIDEO_IMAGE_ORIGIN = new URL(youtubeThumbnailUrl('x')).origin;

const serialize = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * The policy of the app and the API: scripts only from our origin (no inline script, no eval).
 * Styles allow 'unsafe-inline' because Mantine writes its CSS variables and responsive props into
 * <style> elements at run time (docs/decisions.md).
 */
export const appPolicy = ({ images, widgets }: PolicySources) =>
  serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...widgets],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: previews a picture chosen for upload before it is sent.
    'img-src': ["'self'", 'data:', 'blob:', VIDEO_IMAGE_ORIGIN, ...images, ...widgets],
    // The ALTCHA widget solves its proof of work in a worker it builds from a blob of its own code.
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...widgets],
    'frame-src': ["'self'", VIDEO_FRAME_ORIGIN, ...widgets],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The policy of the API reference page (Scalar): its own bundle plus the inline script that
 * configures it, allowed by hash; the page holds no user input.
 */
export const apiDocsPolicy = (html: string) => {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
};

/** Headers every response carries besides its policy. */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

/** The policy of replies that are only data, never a page (the MCP endpoint): nothing loads or frames them. */
export const DATA_ONLY_POLICY = serialize({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
