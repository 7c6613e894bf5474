import { createHmac } from 'node:crypto';
import type { WebhookEvent } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import {
  deliveryBody,
  discordMessage,
  signatureHeader,
  slackMessage,
  verifySignature,
} from './webhook-payloads.ts';

const event: WebhookEvent = {
  id: '2f1d3c4e-0000-4000-8000-000000000001',
  type: 'position.moved',
  created_at: '2026-11-24T05:00:00.000Z',
  brand: { id: 'b1', name: 'Acme <CRM> & Co', url: 'https://app.example.com/project-table/b1' },
  execution: { id: 'x1', status: 'COMPLETED', executed_at: '2026-11-24T04:00:00.000Z' },
  data: {
    moves: [
      {
        prompt: 'best crm @everyone',
        engine: 'chatgpt',
        measure: 'position',
        direction: 'worse',
        before: { value: 2.33, n: 3, ci95: [0.9, 3.77] },
        after: { value: 6.33, n: 3, ci95: [4.9, 7.77] },
      },
    ],
  },
};

describe('the signature', () => {
  const body = JSON.stringify(event);
  it('is HMAC-SHA256 of "<timestamp>.<body>" with the secret, hex', () => {
    const expected = createHmac('sha256', 'whsec_x').update(`1700000000.${body}`).digest('hex');
    expect(signatureHeader('whsec_x', 1_700_000_000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies within the replay window only, with the right secret and the exact body', () => {
    const header = signatureHeader('whsec_x', 1_700_000_000, body);
    expect(verifySignature('whsec_x', header, body, 1_700_000_100)).toBe(true);
    expect(verifySignature('whsec_x', header, body, 1_700_000_301)).toBe(false);
    expect(verifySignature('whsec_y', header, body, 1_700_000_000)).toBe(false);
    expect(verifySignature('whsec_x', header, `${body} `, 1_700_000_000)).toBe(false);
    expect(verifySignature('whsec_x', 't=1700000000,v1=abc', body, 1_700_000_000)).toBe(false);
  });
});

describe('the built-in formats', () => {
  it('posts the event itself as generic JSON', () => {
    expect(JSON.parse(deliveryBody('generic', event))).toEqual(event);
  });

  it('gives Slack an incoming-webhook message: text, a header, mrkdwn lines escaped, a link', () => {
    const message = slackMessage(event);
    expect(message.text).toBe("Acme <CRM> & Co's position moved beyond noise on 1 prompt × engine cell(s)");
    expect(message.blocks.map((b) => b.type)).toEqual(['header', 'section', 'context']);
    const section = message.blocks[1] as { text: { type: string; text: string } };
    expect(section.text.type).toBe('mrkdwn');
    expect(section.text.text).toContain(
      'average position 2.3 (95% CI 0.9–3.8), n=3 → 6.3 (95% CI 4.9–7.8), n=3',
    );
    const context = message.blocks[2] as { elements: { text: string }[] };
    expect(context.elements[0].text).toBe(
      '<https://app.example.com/project-table/b1|Open Acme &lt;CRM&gt; &amp; Co in Sightline>',
    );
    expect(JSON.parse(deliveryBody('slack', event))).toEqual(message);
  });

  it('gives Discord one embed that pings nobody', () => {
    const message = discordMessage(event);
    expect(message.allowed_mentions).toEqual({ parse: [] });
    expect(message.embeds).toHaveLength(1);
    expect(message.embeds[0]).toMatchObject({
      url: event.brand.url,
      timestamp: event.created_at,
      color: expect.any(Number),
    });
    expect(message.embeds[0].description).toContain('“best crm @everyone” on ChatGPT');
    expect(message.embeds[0].title.length).toBeLessThanOrEqual(256);
  });
});

describe('what an event rests on', () => {
  it('says so in the Slack text when sandbox answers are among them, and nothing when none are', () => {
    const simulated = {
      ...event,
      data: {
        ...event.data,
        provenance: { answers_measured: 2, answers_simulated: 4, simulated_engines: ['chatgpt'] },
      },
    };
    expect(JSON.stringify(slackMessage(simulated))).toContain(
      'Simulated: 4 of 6 answers come from the sandbox, not from the AI engines.',
    );
    const measured = {
      ...event,
      data: {
        ...event.data,
        provenance: { answers_measured: 6, answers_simulated: 0, simulated_engines: [] },
      },
    };
    expect(JSON.stringify(slackMessage(measured))).not.toContain('Simulated');
  });
});
