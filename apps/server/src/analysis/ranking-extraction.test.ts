import { describe, expect, it } from 'vitest';
import { createEntityMatcher } from './entity-matching.ts';
import { extractRanking } from './ranking-extraction.ts';

function rank(answer: string, known: string[] = [], prompt = 'best option') {
  const [brand = 'Zzz', ...competitors] = known;
  const matcher = createEntityMatcher({ name: brand }, competitors);
  return extractRanking(answer, matcher, { prompt }).ranking;
}

const names = (answer: string, known: string[] = [], prompt?: string) =>
  rank(answer, known, prompt).map((r) => r.brandName);

describe('extractRanking: lists and sub-lists', () => {
  it('ranks numbered items and ignores their nested attribute bullets', () => {
    const answer = [
      '1. **Acme Pro 3**',
      '   * CPU: Intel Core i7',
      '   * Better than the Zeta Max',
      '2. **Beta Air 2**',
      '   * Works with Gamma speakers',
    ].join('\n');
    expect(names(answer, ['Acme', 'Beta', 'Zeta', 'Gamma', 'Intel'])).toEqual(['Acme', 'Beta']);
  });

  it('keeps the order of first appearance when numbering restarts in each section', () => {
    const answer = [
      '### Best for work',
      '1. **Acme X1**',
      '2. **Beta B2**',
      '### Best for play',
      '1. **Gamma G**',
      '2. **Acme X2**',
    ].join('\n');
    expect(names(answer, ['Acme', 'Beta', 'Gamma'])).toEqual(['Acme', 'Beta', 'Gamma']);
  });

  it('treats bullets under a bold title as attributes of that title', () => {
    const answer = [
      '**1. Acme One – $99**',
      '',
      '* **Specs:** Beta chip inside',
      '* **Where to Buy:** [Shopmart](https://shop.example)',
      '',
      '**2. Delta Two – $120**',
    ].join('\n');
    expect(names(answer, ['Acme', 'Beta', 'Delta', 'Shopmart'])).toEqual(['Acme', 'Delta']);
  });

  it('ranks the children of a label bullet', () => {
    const answer = ['- **Budget picks:**', '  - Acme Lite', '  - Beta Mini'].join('\n');
    expect(names(answer, ['Acme', 'Beta'])).toEqual(['Acme', 'Beta']);
  });
});

describe('extractRanking: headings, bold names and labels', () => {
  it('tells section headings from item headings', () => {
    const answer = [
      '## Top picks',
      '### Acme Quiet 5',
      '#### Best Value',
      'Great sound. Compared to the Beta Loud, it is lighter.',
      '### Gamma Bass',
    ].join('\n');
    expect(names(answer, ['Acme', 'Beta', 'Gamma'])).toEqual(['Acme', 'Gamma']);
  });

  it('reads the name after a "Top pick:" style label, not the label', () => {
    const answer = [
      '### Best for Beta fans: Acme Switch',
      'A hybrid console.',
      '### More picks',
      '* **Best Overall:** Gamma Prime offers the most.',
    ].join('\n');
    expect(names(answer, ['Acme', 'Beta', 'Gamma'])).toEqual(['Acme', 'Gamma']);
  });

  it('ranks bold names in prose but not a compared brand', () => {
    const answer = 'The **Acme One** is the best pick, and unlike the **Beta Two** it folds flat.';
    expect(names(answer, ['Acme', 'Beta'])).toEqual(['Acme']);
  });

  it('keeps ranking through an "Honorable mentions" section', () => {
    const answer = [
      '### Top picks',
      '1. Acme One',
      '2. Beta Two',
      '### Honorable Mentions',
      '- Gamma Three',
    ].join('\n');
    expect(names(answer, ['Acme', 'Beta', 'Gamma'])).toEqual(['Acme', 'Beta', 'Gamma']);
  });

  it('ignores brands named in a buying-advice section', () => {
    const answer = [
      '### Top picks',
      '- Acme One',
      '### Factors to consider',
      '- Delta makes good chargers',
    ].join('\n');
    expect(names(answer, ['Acme', 'Delta'])).toEqual(['Acme']);
  });

  it('treats a heading over named items as a group title, not an untracked brand', () => {
    const answer = [
      '### All-in-One Systems',
      '* **Acme Deck 3**',
      '### Vintage Vibe',
      '* **Beta Spin**',
    ].join('\n');
    expect(names(answer, ['Acme', 'Beta'])).toEqual(['Acme', 'Beta']);
  });
});

describe('extractRanking: tables', () => {
  it('reads a bold title with a colon before a known name as the slot the name fills', () => {
    const answer =
      '**Quick Picks:**\n\n* **Warm Tone:** Acme GD20 – cedar top.\n* **Budget Pick:** Beta DR-100 – value.';
    expect(names(answer, ['Acme', 'Beta'])).toEqual(['Acme', 'Beta']);
  });

  it('takes a heading worded like an attribute for a section title', () => {
    const answer =
      '### Top Picks\n1. **Acme 50**\n### Features to Consider:\n* **Drainage Option**: Look for a hose.';
    expect(names(answer, ['Acme'])).toEqual(['Acme']);
  });

  it('reads an opening sentence that names brands as the title of the list it introduces', () => {
    const answer =
      'Apple and Beta lead the market, but here are my picks:\n1. **Gamma XPS 13**\n2. **Acme Book**\n3. **Apple Air**';
    expect(names(answer, ['Acme', 'Apple', 'Beta', 'Gamma'])).toEqual(['Gamma', 'Acme', 'Apple']);
  });

  it('does not rank the entries of a section describing the category', () => {
    const answer = [
      '### Pricing',
      '- **Starter**: $10/mo',
      '- **Growth**: $20/mo',
      '**Why choose a standing desk?**',
      '- **Better Posture**: less back pain',
      '### Best for Small Rooms',
      '1. **Zolo Z2** – compact',
      '2. **Acme Desk Pro** – cheap',
    ].join('\n');
    expect(names(answer, ['Acme'])).toEqual(['Zolo', 'Acme']);
  });

  it('drops a list of features ahead of the list naming the known brands, not a list of picks', () => {
    const features =
      'Great headphones have:\n- **Active Noise Cancellation**: blocks noise\n- **Adaptive Sound Control**: adjusts\n\n1. **Beta X5**\n2. **Gamma QC**\n3. **Acme H1**';
    expect(names(features, ['Acme', 'Beta', 'Gamma'])).toEqual(['Beta', 'Gamma', 'Acme']);
    const picks =
      '### Budget picks\n- **Zolo Buds**\n- **Quasar Pods**\n### Premium picks\n- **Beta X5**\n- **Acme H1**';
    expect(names(picks, ['Acme', 'Beta'])).toEqual(['Zolo Buds', 'Quasar Pods', 'Beta', 'Acme']);
    // With a single known brand nothing shows which list names the players: both are kept.
    expect(names(features, ['Acme'])).toEqual(['Active', 'Adaptive', 'Beta', 'Gamma', 'Acme']);
  });

  it('does not rank plan tiers', () => {
    const answer =
      'Here are the plans:\n- **Monthly Plan**: $12\n- **Annual Plan**: $60\n\nTop VPNs:\n1. Zolo VPN\n2. Acme VPN';
    expect(names(answer, ['Acme'], 'best VPN')).toEqual(['Zolo', 'Acme']);
  });

  it('does not rank the rows of a table of criteria', () => {
    const answer =
      '| Feature | Why it matters |\n|---|---|\n| Contact Management | core |\n| Email Integration | saves time |\n\n1. **Zolo** – free tier\n2. **Acme CRM** – cheap';
    expect(names(answer, ['Acme'], 'best CRM')).toEqual(['Zolo', 'Acme']);
  });

  it('ranks table rows by their first cell', () => {
    const answer = [
      '| Service | Best for | Notes |',
      '| --- | --- | --- |',
      '| **Acme Stream** | Movies | Has Beta Studios films |',
      '| Gamma+ | Kids | |',
    ].join('\n');
    expect(names(answer, ['Acme', 'Gamma', 'Beta Studios'])).toEqual(['Acme', 'Gamma']);
  });

  it('reads a table with one column per product', () => {
    const answer = ['| Feature | Acme X | Beta Y |', '| --- | --- | --- |', '| Price | $10 | $12 |'].join(
      '\n',
    );
    expect(names(answer, ['Acme', 'Beta'])).toEqual(['Acme', 'Beta']);
  });
});

describe('extractRanking: brands inside product names', () => {
  it('counts a product for its brand and a side-by-side product line as the same company', () => {
    const answer = ['1. Acmeco Volt 2 Pro', '2. Zenith Z1', '3. Acmebody Acmeco Mini'].join('\n');
    expect(names(answer, ['Acmeco', 'Zenith', 'Acmebody'])).toEqual(['Acmeco', 'Zenith']);
  });

  it('merges a maker with its product line when one name extends the other', () => {
    const answer = ['1. Philco Sonic 4100', '2. Quark Q', '3. Philco One'].join('\n');
    expect(names(answer, ['Philco Sonic', 'Quark', 'Philco'])).toEqual(['Philco Sonic', 'Quark']);
  });

  it('ranks both brands of a co-branded product but not a component after the specs', () => {
    const answer = ['- Hotelia Honors Amexa Card', '- Lapto 15 16GB Chipco Core i5'].join('\n');
    expect(names(answer, ['Hotelia', 'Amexa', 'Lapto', 'Chipco'])).toEqual(['Hotelia', 'Amexa', 'Lapto']);
  });

  it('ranks every brand an item lists as alternatives, in order', () => {
    const answer =
      '1. **Acme Spin**\n2. **Beta or Gamma suitcase players**\n3. **Major carriers (Delta, Zeta, Eta)**';
    expect(names(answer, ['Acme', 'Beta', 'Gamma', 'Delta', 'Zeta', 'Eta'])).toEqual([
      'Acme',
      'Beta',
      'Gamma',
      'Delta',
      'Zeta',
      'Eta',
    ]);
  });

  it('ranks both products an item offers as alternatives, each with its model', () => {
    expect(
      names('1. **Gamma X1 or Beta Z3** – both great\n2. **Acme Y2**', ['Acme', 'Beta', 'Gamma']),
    ).toEqual(['Gamma', 'Beta', 'Acme']);
  });

  it('does not take an owner in brackets for the same company', () => {
    const answer = '1. **Acme Swim**\n2. **Eres (by Beta)**\n3. **Gamma**';
    expect(names(answer, ['Beta', 'Acme', 'Eres', 'Gamma'])).toEqual(['Acme', 'Eres', 'Gamma']);
  });

  it("does not take a product linked to another maker's shop for a brand", () => {
    const answer = [
      '1. **[Acme Stick 5](https://acme.example/p/5)**',
      '2. **[Onepwr Emerge Stick Vacuum](https://hoovrex.com/products/emerge)**',
      '3. **[Zolo Stick Z2](https://zolo.com/products/z2)**',
      '4. **[Quasar Q1 Stick](https://www.amazon.com/dp/B0)**',
      '5. **Beta Stick**',
    ].join('\n');
    expect(names(answer, ['Beta', 'Acme'])).toEqual(['Acme', 'Zolo', 'Quasar', 'Beta']);
  });

  it('takes items for titles, not brands, when the question asks for games or books', () => {
    const answer = '1. **Codewords**\n2. **Wavelength**\n3. **Telestra by Usaply**\n4. Acme Party Pack';
    expect(names(answer, ['Acme'], 'board game for 10 people')).toEqual(['Usaply', 'Acme']);
    expect(names(answer, ['Acme'], 'best game console')).toEqual([
      'Codewords',
      'Wavelength',
      'Usaply',
      'Acme',
    ]);
    expect(names('1. **Flixo**\n2. **Acme**', ['Acme'], 'best streaming service for movies')).toEqual([
      'Flixo',
      'Acme',
    ]);
  });

  it('takes the maker after "by" for an untracked product', () => {
    const ranking = rank('1. Mini Massage Gun by Pulsero\n2. Acme Gun', ['Acme']);
    expect(ranking.map((r) => r.brandName)).toEqual(['Pulsero', 'Acme']);
  });
});

describe('extractRanking: Google AI Mode run-together text', () => {
  const answer =
    'Here are some options: Top Contenders: Acme Pixelo 9a:Often cited as the best.Pros: Great camera.Cons:Bezels could be smaller.Beta Galaxo S24: A near-flagship.Pros:Fast.' +
    'Gamma 13R:Fast charging, though the camera is not as good as the Pixelo. Beta Galaxo S24$549.99$649.994.4(9k+)Gamma 13R 256GB$549.99$599.994.7(189)' +
    'Other Strong Options: Delta Edge (2024): Balanced.Factors to Consider: Battery Life:Epsilon models excel here. AI responses may include mistakes. Learn moreThank you';

  it('splits items, skips Pros/Cons and buying advice', () => {
    expect(names(answer, ['Acme', 'Beta', 'Gamma', 'Delta', 'Epsilon'])).toEqual([
      'Acme',
      'Beta',
      'Gamma',
      'Delta',
    ]);
  });

  it('ranks a brand first seen on a product card', () => {
    const cards =
      'Top Picks: Wolfy: A classic game.Hues: Colourful. Wolfy Game$29.954.8(1k+)Acme Telestra Game$31.994.8(169)';
    expect(names(cards, ['Acme'])).toContain('Acme');
  });

  it('treats a head followed straight by another head as a group title', () => {
    const text =
      'Durable options: Hard Shell: Acme Spinner:Tough shell.Beta Pro:Light. Soft Shell: Gamma Base:Nylon.';
    expect(names(text, ['Acme', 'Beta', 'Gamma'])).toEqual(['Acme', 'Beta', 'Gamma']);
  });

  it('reads a head that comes back under every item as an attribute, not a new item', () => {
    const text =
      'Top Picks: Acme Card:Rewards: 2x miles.Consider if: You shop a lot.Downsides: No lounge access.' +
      'Beta Card:Rewards: 1x.Downsides: Fees.Gamma Card:Rewards: Flat.Consider if: You fly Delta often.';
    expect(names(text, ['Acme', 'Beta', 'Gamma', 'Delta'])).toEqual(['Acme', 'Beta', 'Gamma']);
  });

  it('separates a section title run into its first item from a slot named after a brand', () => {
    const text =
      'Top Picks: Acme Pro: Strong.Best on a Budget Beta R3: Cheap.Best for Gamma Fans: Delta Mini: Small.';
    expect(names(text, ['Acme', 'Beta', 'Gamma', 'Delta'])).toEqual(['Acme', 'Beta', 'Delta']);
  });

  it('lets a card repeating a pick add no brand its shop title carries', () => {
    const text =
      'Top Picks: Gamma X1: great.Beta Z3: fine. Gamma X1 Wireless$199.004.5(1k+)Acme Beta Z3 Headphones$99.004.4(200)Delta D1$49.994.1(50)';
    expect(names(text, ['Acme', 'Beta', 'Gamma', 'Delta'])).toEqual(['Gamma', 'Beta', 'Delta']);
  });

  it('splits a slot title run into its item even when it reads like an attribute', () => {
    const text = 'Top Picks:Gamma X1:Great sound.Acme Y2: Value. Best for Travel Delta D1: light.';
    expect(names(text, ['Acme', 'Gamma', 'Delta'])).toEqual(['Gamma', 'Acme', 'Delta']);
  });

  it('ranks a shopping card even under buying advice', () => {
    const text =
      'Top Picks: Acme 9a: Great.Things to keep in mind: Budget: Older flagships are cheap too. Beta Phone 14$355.00$629.004.5(9k+)';
    expect(names(text, ['Acme', 'Beta'])).toEqual(['Acme', 'Beta']);
  });

  it('lets a numbered title that recommends end buying advice opened by the intro', () => {
    const text =
      "Here's a breakdown of factors to consider and some recommendations: 1. Assess Your Needs: Talk:How often do you call?" +
      'Data:Do you stream? 2. Recommended Plans & Providers: Acme Cellular:Pros: Cheap.Beta Mobile:Pros: Simple.';
    expect(names(text, ['Acme Cellular', 'Beta Mobile'])).toEqual(['Acme Cellular', 'Beta Mobile']);
  });

  it('starts the picks again at a title after buying advice that heads named items', () => {
    const text =
      'Top Contenders: Acme:Great library.Factors to Consider: Content: Some focus on horror (e.g. Beta).Price: Varies.' +
      ' Beyond the Mainstream: Gamma Channel: Classic films.Beta: Horror.';
    expect(names(text, ['Acme', 'Beta', 'Gamma'])).toEqual(['Acme', 'Gamma', 'Beta']);
  });

  it('ranks the pick an opening sentence names, not the features listed under "Pros:"', () => {
    const text =
      'For beginners, the Acme LP60 is widely considered a top choice. Unlike Zeta, it is simple. Pros: Fully Automatic Operation: Hands-free.' +
      'Ease of Setup: Quick.Built-in Phono Preamp: Handy. Cons: Plastic Build: Light. Alternatives to Consider: Beta RT81: Better sound.';
    expect(names(text, ['Acme', 'Beta', 'Zeta'])).toEqual(['Acme', 'Beta']);
  });

  it('does not rank brands an opening sentence only names in passing', () => {
    const text =
      'Acme and Beta are the best-known brands, but for most people the best is Gamma. Top Picks: Gamma X1: great.Acme Y2: good.Beta Z3: fine.';
    expect(names(text, ['Acme', 'Beta', 'Gamma'])).toEqual(['Gamma', 'Acme', 'Beta']);
  });

  it('opens buying advice at a title on a line of its own, even right after an item', () => {
    const text = [
      'Best Overall:',
      'Acme Powder Jacket: Warm and cheap.',
      'Factors to Consider When Choosing:',
      'Insulation: Do you need an insulated jacket?',
      'Intended Use: Resort or backcountry?',
    ].join('\n');
    expect(names(text, ['Acme'])).toEqual(['Acme']);
  });

  it('ranks brands named in prose right under a recommendations label', () => {
    const text =
      'Top Picks: Acme Card: Great miles. Other Excellent Options: Additional options include the Beta Freedom, which pays cash back; and the Gamma Honors Delta Card.';
    expect(names(text, ['Acme', 'Beta', 'Gamma', 'Delta'])).toEqual(['Acme', 'Beta', 'Gamma', 'Delta']);
  });
});

describe('extractRanking: retailers, publishers and prose', () => {
  it('does not rank retailers or review sites unless the question asks where to buy', () => {
    const answer =
      '### Picks\n- Acme Vac 5\n- Amazon Basics Vac\n\nWhere to Buy: Walmart: Low prices.\n\nSee RTINGS for reviews.';
    expect(names(answer, ['Acme', 'Walmart'])).toEqual(['Acme']);
  });

  it('ranks stores when the question is where to buy', () => {
    const answer =
      'Best options: Acme Swim: Great fits. Where to Buy: Walmart: Low prices.Target: Wide range.';
    expect(names(answer, ['Acme', 'Walmart', 'Target'], 'best place to buy swimwear')).toEqual([
      'Acme',
      'Walmart',
      'Target',
    ]);
  });

  it('falls back to prose order without structure, skipping comparisons', () => {
    const answer = 'For startups, Acme CRM is the best choice, cheaper than Beta. Gamma is a close second.';
    expect(names(answer, ['Acme', 'Beta', 'Gamma'])).toEqual(['Acme', 'Gamma']);
  });

  it('keeps the span of the text each entity came from', () => {
    const answer = 'Intro.\n\n1. **Acme Swift 3**\n2. Beta Book';
    const [first] = rank(answer, ['Acme', 'Beta']);
    expect(answer.slice(first.span[0], first.span[1])).toBe('Acme Swift 3');
  });
});

describe('extractRanking: titles that are slots or choices, not picks', () => {
  const vacuums = ['Shark', 'Dyson', 'Bissell'];

  it('reads a bold title alone on its line over a paragraph opening with a pick as that pick’s slot', () => {
    const answer = [
      'Here are my picks.',
      '',
      '**Lightweight**',
      '',
      'The Shark WandVac weighs 2 lbs.',
      '',
      '**Powerful**',
      '',
      'The Dyson V15 Detect has the best suction.',
    ].join('\n');
    expect(names(answer, vacuums, 'best cordless vacuum')).toEqual(['Shark', 'Dyson']);
  });

  it('reads an untracked list entry over named sub-entries as their group', () => {
    const answer = ['- Lightweight', '  - Shark WandVac', '- Powerful', '  - Dyson V15 Detect'].join('\n');
    expect(names(answer, vacuums, 'best cordless vacuum')).toEqual(['Shark', 'Dyson']);
  });

  it('keeps an untracked bold title whose paragraph does not open with a known name', () => {
    const answer = ['**Tineco Pure One**', '', 'Lighter than the Dyson V15 and smart.'].join('\n');
    expect(names(answer, vacuums, 'best cordless vacuum')).toEqual(['Tineco']);
  });

  it('reads a question or a choice of platforms as a title of advice, not an item', () => {
    const phones = ['Apple', 'Samsung', 'Google'];
    const picks = [
      '## Top picks',
      '1. **Samsung Galaxy S25** – the best Android phone.',
      '2. **Google Pixel 9** – the best camera.',
      '3. **Apple iPhone 16** – the best all-rounder.',
    ];
    for (const title of ['## Android or iPhone', '## Is an iPhone right for you?', '## iPhone vs. Android'])
      expect(names([title, 'It depends on the apps you own.', '', ...picks].join('\n'), phones)).toEqual([
        'Samsung',
        'Google',
        'Apple',
      ]);
    // Two names offered as alternatives are still both picks.
    expect(names('## Samsung or Google\nEither is fine.', phones)).toEqual(['Samsung', 'Google']);
  });

  it('derives no maker from a superlative slot or a technology', () => {
    const answer = ['1. Easiest Setup (EcoTank Option)', '2. Bluetooth 5.3', '3. Canon PIXMA G620'].join(
      '\n',
    );
    expect(names(answer, ['Epson', 'Canon'], 'best printer')).toEqual(['Canon']);
  });
});

describe('extractRanking: picks presented twice', () => {
  it('does not rank a product again when a list explaining the picks writes it without its maker', () => {
    const answer = [
      '### 1. Sony WH-1000XM5',
      'Class-leading noise cancelling.',
      '### 2. Bose QuietComfort Ultra',
      'The most comfortable fit.',
      '## The top four explained',
      '- **WH-1000XM5**: the best all-rounder.',
      '- **QuietComfort Ultra**: for long flights.',
      '- **Sennheiser Momentum 4**: the best battery life.',
      '- **Apple AirPods Max**: for iPhone owners.',
    ].join('\n');
    expect(names(answer, ['Sony', 'Bose', 'Apple', 'Sennheiser'], 'best headphones')).toEqual([
      'Sony',
      'Bose',
      'Sennheiser',
      'Apple',
    ]);
  });
});

describe('extractRanking: more picks after the main ones', () => {
  const headphones = ['Sony', 'Bose', 'Apple', 'Anker', 'Sennheiser'];
  const main = [
    '## Top picks',
    '1. **Sony WH-1000XM5** – the best overall.',
    '2. **Bose QuietComfort Ultra** – comfort.',
  ];

  it('ranks what a sentence offering alternatives names, even under a section of reasons', () => {
    for (const more of [
      'Cheaper alternatives include the Anker Soundcore Space Q45.',
      'You could also consider the Anker Soundcore Space Q45 if money is tight.',
      'If you are on a budget, the Anker Soundcore Space Q45 is also worth a look.',
      'Honorable mentions: Anker Soundcore Space Q45 and Sennheiser Momentum 4.',
    ]) {
      const answer = [...main, '## Why these', '- **Sony** leads on noise cancelling.', '', more].join('\n');
      expect(names(answer, headphones, 'best headphones').slice(0, 3)).toEqual(['Sony', 'Bose', 'Anker']);
    }
  });

  it('leaves a brand that a later sentence only compares or warns about', () => {
    for (const more of [
      'Both are quieter than the Anker Soundcore Space Q45.',
      'Other options are louder than the Anker Soundcore Space Q45.',
      'Also consider avoiding the Anker Soundcore Space Q45, which breaks easily.',
    ]) {
      const answer = [...main, '', more].join('\n');
      expect(names(answer, headphones, 'best headphones')).toEqual(['Sony', 'Bose']);
    }
  });
});

describe('extractRanking: how other engines write (Claude, Gemini, Perplexity, AI Overviews)', () => {
  const tools = ['Acme', 'Beta', 'Gamma', 'Delta.AI', 'Epsilon AI', 'Zeta'];

  it('reads a heading that titles the whole answer as its title, not a label over picks', () => {
    const answer = [
      '## Best Tracking Tools',
      '',
      'These tools monitor answers from Zeta and Gamma, a category that grew fast.',
      '',
      '- **Acme** – the top choice for enterprises.',
      '- **Beta** – good value.',
    ].join('\n');
    expect(names(answer, tools, 'best tracking tools')).toEqual(['Acme', 'Beta']);
  });

  it('does not rank names the opening stresses in bold before the list', () => {
    const answer = [
      'The best tools are platforms like **Beta** and **Acme** for enterprise data.',
      '',
      '- **Acme:** best for enterprises.',
      '- **Gamma:** best for agencies.',
      '- **Beta:** best on a budget.',
    ].join('\n');
    expect(names(answer, tools, 'best tracking tools')).toEqual(['Acme', 'Gamma', 'Beta']);
  });

  it('keeps a dotted name whole in run-in heads ("Delta.AI: Best budget option")', () => {
    const answer = [
      'Intro.',
      '',
      'Acme: Best overall.',
      '',
      'Delta.AI: Best budget option.',
      '',
      'Beta: Best for agencies.',
    ].join('\n');
    expect(names(answer, tools, 'best tracking tools')).toEqual(['Acme', 'Delta.AI', 'Beta']);
  });

  it('ranks both names a "Best for" slot offers as alternatives, emphasis and all', () => {
    const answer = [
      'A shortlist by use case:',
      '',
      '- **Best overall:** **Acme**.',
      '- **Best for insights:** **Gamma** or **Beta**.',
    ].join('\n');
    expect(names(answer, tools, 'best tracking tools')).toEqual(['Acme', 'Gamma', 'Beta']);
  });

  it('takes a table’s products from the column that names them, not a first column of needs', () => {
    const answer = [
      "| Need | I'd evaluate first |",
      '|---|---|',
      '| Enterprise reporting | Acme |',
      '| Existing Gamma user | Gamma |',
      '| Dedicated tracking | Beta |',
    ].join('\n');
    expect(names(answer, tools, 'best tracking tools')).toEqual(['Acme', 'Gamma', 'Beta']);
  });

  it('reads a maker shortened to its first word as the known brand', () => {
    const answer = [
      '1. **Epsilon AI** – broad coverage.',
      '2. **Acme** – enterprise.',
      '3. **Epsilon** for agencies',
    ].join('\n');
    expect(names(answer, tools, 'best tracking tools')).toEqual(['Epsilon AI', 'Acme']);
  });
});
