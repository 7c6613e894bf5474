// What a delivery posts (pure): the event as JSON (generic), or as the JSON an incoming webhook of
// Slack or Discord takes, and the signature header every delivery carries. The signature is
// HMAC-SHA256 with the endpoint's secret over `<unix seconds>.<body>`, so a receiver can refuse both
// a forged body and a replay of an old one (README: "Webhooks").
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  describeAlert,
  WEBHOOK_REPLAY_WINDOW_SECONDS,
  type WebhookEvent,
  type WebhookFormat,
} from '@sightline/contracts';

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const signatureHeader = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/** What a receiver does with the header (the README shows the same in a few lines). */
export const verifySignature = (
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  windowSeconds = WEBHOOK_REPLAY_WINDOW_SECONDS,
) => {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return (
    Number.isInteger(timestamp) &&
    Math.abs(nowSeconds - timestamp) <= windowSeconds &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
};

const SLACK_TEXT_MAX = 3000;
const DISCORD_TITLE_MAX = 256;
const DISCORD_DESCRIPTION_MAX = 4096;
/** Sightline's brand colour as Discord wants it: an integer. */
const DISCORD_COLOR = 0x4c6ef5;

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
/** Slack's mrkdwn reads &, < and > as markup. */
const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Slack incoming webhook message: a header, the lines, a link to the brand. */
export const slackMessage = (event: WebhookEvent) => {
  const { title, lines } = describeAlert(event);
  return {
    text: title,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: clip(title, 150) } },
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: clip(lines.map((l) => `• ${slackEscape(l)}`).join('\n'), SLACK_TEXT_MAX),
        },
      },
      {
        type: 'context',
        elements: [
          { type: 'mrkdwn', text: `<${event.brand.url}|Open ${slackEscape(event.brand.name)} in Sightline>` },
        ],
      },
    ],
  };
};

/** A Discord webhook message: one embed; mentions in brand or prompt texts ping nobody. */
export const discordMessage = (event: WebhookEvent) => {
  const { title, lines } = describeAlert(event);
  return {
    username: 'Sightline',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: clip(title, DISCORD_TITLE_MAX),
        description: clip(lines.map((l) => `• ${l}`).join('\n'), DISCORD_DESCRIPTION_MAX),
        url: event.brand.url,
        timestamp: event.created_at,
        color: DISCORD_COLOR,
      },
    ],
  };
};

export const deliveryBody = (format: WebhookFormat, event: WebhookEvent): string =>
  JSON.stringify(
    format === 'slack' ? slackMessage(event) : format === 'discord' ? discordMessage(event) : event,
  );
