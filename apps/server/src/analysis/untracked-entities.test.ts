import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';
import { deriveUnknownEntity, topicWordsOf } from './entity-matching.ts';

/** As in production: the project names its brand, never its competitors. */
function entities(answer: string, prompt = 'best CRM for startups', sources: Array<{ url: string }> = []) {
  return analyzeAnswer({
    engine: 'chatgpt',
    prompt,
    answer,
    sources,
    brand: { name: 'Brightpipe' },
  }).ranking.map((r) => r.entity);
}

describe('untracked entities: sentence starts are not names', () => {
  it('does not take an intro sentence ending in a colon for a name (sandbox and real shapes)', () => {
    const list = '1. **Pipedrive** — Visual pipeline.\n2. **Attio** — Flexible objects.';
    for (const intro of [
      'Choosing among CRM tools comes down to what you value most: fast onboarding or price.',
      'Here are some of the best CRM tools to consider:',
      'Some good CRM tools include:',
    ])
      expect(entities(`${intro}\n\n${list}`)).toEqual(['Pipedrive', 'Attio']);
  });

  it('reads the description after a name as description ("Known for", "Stands out for", "Praised for")', () => {
    const answer = [
      '1. **Close** — Known for built-in calling.',
      '2. **Front** — Stands out for a shared inbox.',
      '3. **Attio** — Praised for flexible objects.',
      '- **Copper**: Praised for Google Workspace sync.',
      '- **Front**: Combines deep Shopify integration, a good fit for agencies.',
    ].join('\n');
    expect(entities(answer)).toEqual(['Attio', 'Copper']);
  });

  it('skips gerund and label headings ("Choosing the Right Card", "Top Picks for 2026")', () => {
    const answer = [
      '## Web Analytics Tools: Top Picks for 2026',
      '| Option | Best for |\n|---|---|\n| **Plausible** | Privacy |\n| **Matomo** | Self-hosting |',
      '### Choosing the Right Card',
      'Think about fees first.',
    ].join('\n\n');
    expect(entities(answer, 'best analytics for startups')).toEqual(['Plausible', 'Matomo']);
  });

  it('does not rank the category asked about ("CRM Tools", "Laptops", "Mattresses")', () => {
    expect(entities('## CRM Tools: Our Picks\n\n- **Attio**: Flexible objects.')).toEqual(['Attio']);
    expect(entities('### Laptops\n\n- **Framework Laptop 13**: Repairable.', 'best laptop')).toEqual([
      'Framework',
    ]);
    expect(entities('## Mattresses\n\n1. **Saatva Classic**', 'best mattress')).toEqual(['Saatva']);
  });
});

describe('untracked entities: names stay whole', () => {
  it('keeps joined names whole (camel case, hyphen, dot, apostrophe, leading digits)', () => {
    const answer = [
      '1. **HubSpot** — Free tier.',
      '2. **KitchenAid K400 Blender**',
      '3. **Audio-Technica AT-LP60X**',
      '4. **J.Crew** swimwear',
      "5. **Kiehl's** Ultra Facial Cream",
      '6. **1Password** — Families.',
      '7. **hOmeLabs 4500 Sq. Ft** dehumidifier',
    ].join('\n');
    expect(entities(answer, 'best stuff')).toEqual([
      'HubSpot',
      'KitchenAid',
      'Audio-Technica',
      'J.Crew',
      "Kiehl's",
      '1Password',
      'hOmeLabs',
    ]);
  });

  it('keeps names bound by a connector or led by an ordinary word, and files product lines under their maker', () => {
    const answer = [
      '1. **Tuft & Needle**',
      '2. **Taste of the Wild**',
      '3. **Blue Buffalo** Life Protection',
      '4. **The Ordinary**',
      '5. **Theragun Prime**',
      '6. **Theragun Mini**',
      '7. **Samsung Galaxy S26**',
    ].join('\n');
    expect(entities(answer, 'best things')).toEqual([
      'Tuft & Needle',
      'Taste of the Wild',
      'Blue Buffalo',
      'The Ordinary',
      'Theragun',
      'Samsung',
    ]);
  });

  it('still ranks a vendor whose own site is cited, but not a cited site written as a domain', () => {
    const answer = '1. **HubSpot** — Free tier.\n2. **rtings.com** — Lab tests.\n3. **Attio** — Objects.';
    expect(
      entities(answer, 'best CRM', [
        { url: 'https://www.hubspot.com/pricing' },
        { url: 'https://rtings.com/x' },
      ]),
    ).toEqual(['HubSpot', 'Attio']);
  });

  it('derives makers from product titles', () => {
    const topic = topicWordsOf('best note-taking apps');
    expect(deriveUnknownEntity('Note-taking Apps', { topic })).toBeNull();
    expect(deriveUnknownEntity('Apps for Teams', { topic })).toBeNull();
    expect(deriveUnknownEntity('New Balance FuelCell RC Elite v3')?.name).toBe('New Balance');
    expect(deriveUnknownEntity('Zoho One')?.name).toBe('Zoho');
    expect(deriveUnknownEntity('Bowers & Wilkins Px8')?.name).toBe('Bowers & Wilkins');
    expect(deriveUnknownEntity('Screaming Frog')?.name).toBe('Screaming Frog');
    expect(deriveUnknownEntity("Women's Solara Swim Top")?.name).toBe('Solara');
  });
});
