import { FaviconParamsSchema } from '@sightline/contracts';
import type { ZodApp } from '../../http/types.ts';
import { type FaviconService, letterIcon } from './favicon.service.ts';

// Browsers keep a found icon a day; a drawn letter an hour, so a site's new icon shows up soon.
const FOUND_CACHE = 'public, max-age=86400';
const LETTER_CACHE = 'public, max-age=3600';

export const faviconRoutes = (
  app: ZodApp,
  deps: { favicons: FaviconService; rateLimit: { max: number; timeWindow: string } },
) => {
  // Public: <img> elements send no bearer token, and a favicon says nothing about the account.
  app.get('/favicons/:domain', {
    config: { rateLimit: deps.rateLimit },
    // An image for the app's pages, not part of the JSON API (like /media): left out of the reference.
    schema: {
      hide: true,
      params: FaviconParamsSchema,
    },
    handler: async (req, reply) => {
      const { domain } = req.params;
      const icon = await deps.favicons.get(domain);
      if (!icon) {
        return reply.type('image/svg+xml').header('cache-control', LETTER_CACHE).send(letterIcon(domain));
      }
      return reply.type(icon.contentType).header('cache-control', FOUND_CACHE).send(Buffer.from(icon.body));
    },
  });
};
