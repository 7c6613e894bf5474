// The one check for every link the app draws from data (AI answers, cited sources, reports): only
// http(s) and mailto URLs become links, so a javascript:, data: or vbscript: URL an answer carries
// never runs.

const LINKED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The normalised URL when it is a web or mail link, else null (the caller shows plain text). */
export const safeHref = (href: string): string | null => {
  try {
    const url = new URL(href);
    return LINKED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};

/** The attributes of a link to a cited page (new tab, no referrer, no endorsement), or null. */
export const externalLinkProps = (url: string) => {
  const href = safeHref(url);
  return href ? ({ href, target: '_blank', rel: 'noopener noreferrer nofollow' } as const) : null;
};
