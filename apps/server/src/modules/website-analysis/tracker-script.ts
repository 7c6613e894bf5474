// The snippet's script, served by the server (GET /sightline-tracker.js). It sends one page view per
// page (and per client-side navigation) to the collect endpoint of the server it came from: the key
// from its data-key attribute, an event id for each view (resent with the same id on failure, so a
// retry never counts twice), the page URL and the referrer. No cookies, no storage, no fingerprint;
// text/plain JSON is a simple request, so browsers send it without a CORS preflight.
import { API_PREFIX, COLLECT_LIMITS, websiteAnalysisPaths } from '@sightline/contracts';

const RETRIES = 3;

export const TRACKER_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script || !window.fetch) return;
  var key = script.getAttribute('data-key');
  var endpoint = new URL(${JSON.stringify(`${API_PREFIX}${websiteAnalysisPaths.collect}`)}, script.src).href;
  var last = null;
  function eventId() {
    var id = window.crypto && crypto.randomUUID ? crypto.randomUUID() : Date.now().toString(36) + Math.random().toString(36).slice(2);
    return id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
  }
  function send(events, attempt) {
    fetch(endpoint, {
      method: 'POST', mode: 'cors', credentials: 'omit', keepalive: true,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ key: key, events: events })
    }).then(function (res) {
      if ((res.status === 429 || res.status >= 500) && attempt < ${RETRIES}) retry(events, attempt);
    }, function () {
      if (attempt < ${RETRIES}) retry(events, attempt);
    });
  }
  function retry(events, attempt) {
    setTimeout(function () { send(events, attempt + 1); }, 1000 * Math.pow(2, attempt));
  }
  function view() {
    if (location.href === last) return;
    var referrer = last || document.referrer || null;
    last = location.href;
    send([{ id: eventId(), url: location.href.slice(0, ${COLLECT_LIMITS.urlChars}), referrer: referrer && referrer.slice(0, ${COLLECT_LIMITS.urlChars}) }], 0);
  }
  var push = history.pushState;
  history.pushState = function () { push.apply(this, arguments); view(); };
  window.addEventListener('popstate', view);
  view();
})();
`;
