// Browsers run these schemas under a Content-Security-Policy without eval. Zod compiles object
// parsers with `new Function` where it can, and finds out by trying, which the browser reports as a
// CSP violation; jitless mode skips both. Zod reads the setting when a schema is built, so index.ts
// imports this module before any schema. On the server, compiled parsers stay on.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });
