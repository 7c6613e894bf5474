// Browsers run these schemas under a Content-Security-Policy without eval. Zod compiles object
// parsers with `new Function` where it can, and finds out by trying, which the browser reports as a
// CSP violation; jitless mode skips both. Zod reads the setting when a schema is built, so every
// schema module takes `z` from here: this runs first however the bundler splits and orders the
// modules (the package marks only this file as having side effects). On the server, compiled
// parsers stay on.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
