import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectRefusal, openingOf } from './refusal.ts';

describe('detectRefusal', () => {
  it('reads an answer without text as empty', () => {
    expect(detectRefusal('')).toBe('empty');
    expect(detectRefusal('  \n\t ')).toBe('empty');
  });

  it.each([
    "I can't recommend specific brands, but here is what to look for in a good air purifier.",
    'I’m sorry, but I’m not able to provide product recommendations.',
    "I understand you're looking for good returns, but I can't recommend specific mutual funds. Past performance is no guarantee.",
    'As an AI, I do not endorse particular companies. Consider reading independent reviews.',
    "I'm a language model and don't have the capacity to help with that.",
    "Sorry, I can't help with that.",
    '**I cannot make a recommendation** on which provider to choose.',
    'No puedo recomendar marcas específicas, pero puedo explicarte qué buscar.',
    'Je ne peux pas recommander de marques précises.',
    'Ich kann keine bestimmten Marken empfehlen.',
    'Não posso recomendar marcas específicas.',
    'Non posso consigliare marche specifiche.',
  ])('reads a decline: %s', (text) => {
    expect(detectRefusal(text)).toBe('declines');
  });

  it.each([
    "I'm sorry, but I can't browse the internet in real time, so I can't tell you today's best deals.",
    "I don't have access to real-time information about current prices.",
    'I do not have internet access. Please check a retailer.',
    'No tengo acceso a internet en este momento.',
    "Je n'ai pas accès à Internet.",
    'Ich habe keinen Zugriff auf das Internet.',
    'Não tenho acesso à internet.',
    'Non ho accesso a internet.',
  ])('reads an engine that cannot browse: %s', (text) => {
    expect(detectRefusal(text)).toBe('cannot_browse');
  });

  it.each([
    "I couldn't find any information about Acme Widgets' return policy.",
    "I don't have specific information on that company.",
    "I'm not aware of any product called the Zephyr 9.",
    'No results found.',
    'An AI Overview is not available for this search.',
    'No tengo información sobre esa empresa.',
    "Je n'ai pas d'informations sur cette marque.",
    'Ich habe keine Informationen über diese Firma.',
    'Não tenho informações sobre essa marca.',
    'Non ho informazioni su questo marchio.',
  ])('reads an engine with no information: %s', (text) => {
    expect(detectRefusal(text)).toBe('no_information');
  });

  it.each([
    // A caveat after the opening belongs to an answer.
    "Here are the best budget laptops of 2025.\n\n1. **Acer Aspire 5** – great value.\n2. **Lenovo IdeaPad 3**.\n\nI can't recommend the Aspire for gaming, though.",
    // The same words, about a product, not about the engine.
    "This vacuum can't browse your floor plan, but its lidar maps rooms quickly. It's our top pick.",
    'Most users do not have access to fiber, so pick a router with good Wi-Fi 6 range. The TP-Link Archer AX55 is a safe choice.',
    'We recommend specific models below. 1. Dyson V15 2. Shark Stratos.',
    'No brand beats Sony for noise cancelling. The WH-1000XM5 is the pick.',
  ])('reads an answer as an answer: %s', (text) => {
    expect(detectRefusal(text)).toBeNull();
  });
});

describe('openingOf', () => {
  it('keeps the first two sentences as plain text', () => {
    expect(openingOf('**I can’t** do that. Really. Here is more.')).toBe("I can't do that. Really.");
  });
});

/**
 * The false-positive rate on real answers: every answer of AI Product Bench run 1 (ChatGPT and AI
 * Mode) is an answer, none a refusal, so each one flagged is a false positive.
 */
describe('detectRefusal on real answers', () => {
  const answers = readFileSync(
    join(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'answers', 'product-bench-run1.jsonl'),
    'utf8',
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; answer: string });

  it('flags none of the 264 answers of run 1', () => {
    expect(answers).toHaveLength(264);
    const flagged = answers.filter((a) => detectRefusal(a.answer) !== null).map((a) => a.id);
    expect(flagged).toEqual([]);
  });
});
