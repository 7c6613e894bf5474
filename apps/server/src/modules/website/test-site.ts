// A small website served on 127.0.0.1 for the analyzer's tests: home, about and pricing pages,
// redirect chains, an open redirect (/go?to=), a huge page, a slow page, a non-HTML response and two robots.txt variants.
// Test support only; nothing in production imports it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const HOME_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Acme Boards | Project management software for small teams</title>
  <meta name="description" content="Acme Boards is a project management software that helps small teams plan, track and ship work on time.">
  <meta property="og:site_name" content="Acme Boards">
  <script type="application/ld+json">
  {"@context":"https://schema.org","@type":"Organization","name":"Acme Boards","url":"https://acmeboards.example",
   "foundingDate":"2012-03-01","founder":[{"@type":"Person","name":"Ana García"},{"@type":"Person","name":"Luis Pérez"}],
   "address":{"@type":"PostalAddress","addressLocality":"Barcelona","addressCountry":"ES"},
   "email":"hello@acmeboards.example"}
  </script>
  <style>.hidden{display:none}</style>
</head>
<body>
  <header><nav>
    <a href="/">Home</a>
    <a href="/about">About us</a>
    <a href="/pricing">Pricing</a>
    <a href="/login">Log in</a>
    <a href="https://twitter.com/acmeboards">Twitter</a>
  </nav></header>
  <main>
    <h1>Project management software for small teams</h1>
    <p>Acme Boards is a project management software that helps small teams plan, track and ship work on time.</p>
    <h2>Kanban boards, timelines and reports</h2>
    <p>Plan sprints on kanban boards, follow deadlines on timelines and share progress reports with clients in one click.</p>
    <p>Built for startups and agencies that want fewer meetings and more shipped work.</p>
    <p style="display:none">Secret hidden text that must not be read.</p>
    <script>var tracking = "not text";</script>
  </main>
  <footer><p>© 2024 Acme Boards. All rights reserved.</p></footer>
</body>
</html>`;

export const ABOUT_HTML = `<!doctype html>
<html lang="en"><head><title>About Acme Boards</title></head>
<body>
  <h1>About us</h1>
  <p>Acme Boards was founded in 2012 in Barcelona by Ana García and Luis Pérez.</p>
  <p>We are based in Barcelona, Spain, and our team of 40 people works remotely across Europe.</p>
  <p>Our mission is to give every small team the calm, clear planning tools big companies take for granted.</p>
</body></html>`;

export const PRICING_HTML = `<!doctype html>
<html lang="en"><head><title>Pricing - Acme Boards</title></head>
<body>
  <h1>Simple pricing</h1>
  <p>Every plan starts with a 14-day free trial.</p>
  <div class="plan"><h2>Starter</h2><p class="price">€9 / month</p><ul><li>Up to 5 users</li></ul></div>
  <div class="plan"><h2>Team</h2><p class="price">€29 per month</p><ul><li>Up to 25 users</li></ul></div>
</body></html>`;

type RobotsVariant = 'none' | 'disallow-pricing';

export interface TestSite {
  origin: string;
  port: number;
  /** Paths requested, in order, with the User-Agent each used. */
  requests: { path: string; userAgent: string | undefined }[];
  setRobots(variant: RobotsVariant): void;
  /** Whether a streamed page (`/huge`) was sent to its end: a reader that stops early cuts it. */
  servedWhole(path: string): boolean;
  close(): Promise<void>;
}

const html = (res: ServerResponse, body: string, status = 200) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
};

export const startTestSite = async (): Promise<TestSite> => {
  let robots: RobotsVariant = 'none';
  const requests: TestSite['requests'] = [];
  const whole = new Set<string>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ path: url.pathname, userAgent: req.headers['user-agent'] });
    const hop = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const n = Number(hop[1]);
      res.writeHead(302, { location: n > 1 ? `/redirect/${n - 1}` : '/' });
      res.end();
      return;
    }
    const to = url.searchParams.get('to');
    if (url.pathname === '/go' && to) {
      res.writeHead(302, { location: to });
      res.end();
      return;
    }
    switch (url.pathname) {
      case '/':
        return html(res, HOME_HTML);
      case '/about':
        return html(res, ABOUT_HTML);
      case '/pricing':
        return html(res, PRICING_HTML);
      case '/robots.txt':
        if (robots === 'none') {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('not found');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('User-agent: *\nDisallow: /pricing\n');
        return;
      case '/huge': {
        // 4 MB of valid HTML, streamed in chunks; the client should stop long before the end.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head><title>Huge</title></head><body>');
        const chunk = `<p>${'lorem ipsum '.repeat(800)}</p>`;
        let sent = 0;
        const pump = () => {
          while (sent < 4_000_000) {
            sent += chunk.length;
            if (!res.write(chunk)) {
              res.once('drain', pump);
              return;
            }
          }
          res.end('</body></html>');
          whole.add('/huge');
        };
        res.on('error', () => undefined);
        pump();
        return;
      }
      case '/slow': {
        const timer = setTimeout(() => html(res, HOME_HTML), 5_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case '/data.json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
        return;
      case '/keep-close':
        res.writeHead(200, { 'content-type': 'text/html', connection: 'close' });
        res.end('<title>ok</title>');
        return;
      default:
        return html(res, '<title>Not found</title>', 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    setRobots(variant) {
      robots = variant;
    },
    servedWhole: (path) => whole.has(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
