import type { EngineCode } from '../types.ts';
import type { AnswerPlan, PlanItem } from './answer-plan.ts';
import type { Random } from './prng.ts';

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Headings in title case, as engines write them ("Best Customer Support Platforms"); acronyms stay. */
function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);
  return text
    .split(' ')
    .map((word, i) => (i > 0 && small.has(word) ? word : cap(word)))
    .join(' ');
}

/** A price as a sentence predicate: "has a free plan, with paid plans from $36 per user per month". */
function pricePhrase(price: string): string {
  const free = /^free plan; paid from (.*)$/.exec(price);
  if (free) return `has a free plan, with paid plans from ${free[1]}`;
  if (price.startsWith('from ')) return `starts ${price}`;
  return `costs ${price}`;
}

function reason(item: PlanItem, rng: Random): string {
  const lead = rng.pick(['Known for', 'Stands out for', 'Offers', 'Praised for', 'Popular for']);
  return `${lead} ${item.trait}${rng.chance(0.5) ? `, which makes it a good fit for ${item.audience}` : ''}.`;
}

function intro(plan: AnswerPlan, rng: Random): string {
  const [a, b] = rng.shuffle(plan.category.traits);
  return rng.pick([
    `Choosing among ${plan.category.topic} comes down to what you value most: ${a}, ${b}, or simply price.`,
    `There is no single best choice among ${plan.category.topic}; the right pick depends on your priorities and budget.`,
    `Here is a shortlist of ${plan.category.topic} that reviewers and users recommend most often in ${plan.year}.`,
  ]);
}

/** The brand named outside the list: once in passing, or to advise against it. */
function brandAside(plan: AnswerPlan, rng: Random): string | undefined {
  const name = plan.brandName;
  if (plan.brandMode === 'passing') {
    return rng.pick([
      `${name} also comes up in some discussions, though it is less established than the options above.`,
      `You may also see ${name} mentioned; it is worth a look if none of these fit.`,
    ]);
  }
  if (plan.brandMode === 'negative') {
    return rng.pick([
      `I would be more cautious with ${name}: recent user reviews mention slow support and unexpected price increases.`,
      `${name} is sometimes suggested too, but reviewers report reliability issues, so I would not recommend it right now.`,
    ]);
  }
  return undefined;
}

function join(...parts: Array<string | undefined>): string {
  return parts.filter((p): p is string => Boolean(p)).join('\n\n');
}

function chatgpt(plan: AnswerPlan, rng: Random): string {
  const list = plan.items
    .map((item, i) => {
      const lines = [
        `${i + 1}. **${item.name}** — ${reason(item, rng)}`,
        `   - **Best for:** ${cap(item.audience)}`,
      ];
      if (item.price) lines.push(`   - **Pricing:** ${cap(item.price)}`);
      return lines.join('\n');
    })
    .join('\n');
  const [first, second] = plan.items;
  return join(
    `## Best ${titleCase(plan.category.topic)} in ${plan.year}`,
    intro(plan, rng),
    list,
    brandAside(plan, rng),
    `**Bottom line:** Start with **${first.name}** if you want ${first.trait}${second ? `; choose **${second.name}** for ${second.audience}.` : '.'}`,
  );
}

function claude(plan: AnswerPlan, rng: Random): string {
  const list = plan.items.map((item) => `- **${item.name}**: ${reason(item, rng)}`).join('\n');
  return join(
    `${intro(plan, rng)} Based on what I know, these are the options most worth considering:`,
    list,
    brandAside(plan, rng),
    `That said, the best fit depends on your team, budget and existing tools, and features and pricing change often. I'd suggest shortlisting two or three and trying them before you commit.`,
  );
}

function gemini(plan: AnswerPlan, rng: Random): string {
  const rows = plan.items.map((item) => `| **${item.name}** | ${cap(item.audience)} | ${cap(item.trait)} |`);
  const priced = plan.items.find((i) => i.price);
  return join(
    `## ${titleCase(plan.category.topic)}: Top Picks for ${plan.year}`,
    intro(plan, rng),
    ['| Option | Best for | Why it stands out |', '|---|---|---|', ...rows].join('\n'),
    '### Key considerations',
    [
      `- **Budget:** ${priced?.price ? `${priced.name} ${pricePhrase(priced.price)}; compare the total cost, not just the entry price.` : 'Compare the total cost, not just the entry price.'}`,
      `- **Fit:** Match the option to your main use case rather than the longest feature list.`,
      `- **Reviews:** Check recent user reviews; quality can change between releases.`,
    ].join('\n'),
    brandAside(plan, rng),
  );
}

/** Short paragraphs, each backed by numbered markers pointing at the cited sources. */
function perplexity(plan: AnswerPlan, rng: Random): string {
  const cited = plan.citations.map((c, i) => (c.kind === 'cited' ? i + 1 : 0)).filter((n) => n > 0);
  const marker = (i: number) => (cited.length ? `[${cited[i % cited.length]}]` : '');
  const paragraphs = plan.items.map(
    (item, i) =>
      `**${item.name}** ${rng.pick(['stands out for', 'is known for', 'is often recommended for'])} ${item.trait}${rng.chance(0.4) ? `, especially for ${item.audience}` : ''} ${marker(i)}${rng.chance(0.3) ? marker(i + 1) : ''}.`,
  );
  return join(intro(plan, rng).replace(/\.$/, ` ${marker(0)}.`), ...paragraphs, brandAside(plan, rng));
}

function copilot(plan: AnswerPlan, rng: Random): string {
  return join(
    `Here are some of the top ${plan.category.topic} right now:`,
    plan.items.map((item) => `- **${item.name}**: ${reason(item, rng)}`).join('\n'),
    brandAside(plan, rng),
    'Would you like a side-by-side comparison of the top two?',
  );
}

function deepseek(plan: AnswerPlan, rng: Random): string {
  return join(
    `Here are some of the best ${plan.category.topic} to consider:`,
    plan.items.map((item, i) => `${i + 1}. **${item.name}** – ${reason(item, rng)}`).join('\n'),
    brandAside(plan, rng),
    `### Summary\nFor most people, **${plan.items[0].name}** is the safest choice; pick based on your budget and needs.`,
  );
}

/** Scraped overview text: a summary sentence and a plain list, no formatting flourishes. */
function aiOverviews(plan: AnswerPlan, rng: Random): string {
  const names = plan.items.slice(0, 3).map((i) => i.name);
  return join(
    `Popular ${plan.category.topic} include ${names.slice(0, -1).join(', ')} and ${names.at(-1)}, each suited to different needs.`,
    plan.items.map((item) => `- ${item.name}: ${cap(item.trait)}.`).join('\n'),
    brandAside(plan, rng),
  );
}

function aiMode(plan: AnswerPlan, rng: Random): string {
  return join(
    `${intro(plan, rng)}`,
    plan.items
      .map((item) => `- **${item.name}**: ${cap(item.trait)}, a good fit for ${item.audience}.`)
      .join('\n'),
    brandAside(plan, rng),
    `Consider trying a free trial or reading recent reviews before deciding.`,
  );
}

function llama(plan: AnswerPlan, rng: Random): string {
  return join(
    `Here are some popular ${plan.category.topic}:`,
    plan.items.map((item, i) => `${i + 1}. ${item.name} - ${cap(item.trait)}`).join('\n'),
    brandAside(plan, rng),
    'Each of these has its strengths, so the best choice depends on your specific needs.',
  );
}

function mistral(plan: AnswerPlan, rng: Random): string {
  return join(
    `Some good ${plan.category.topic} include:`,
    plan.items.map((item) => `- ${item.name}: ${reason(item, rng)}`).join('\n'),
    brandAside(plan, rng),
    'Ultimately, compare features, pricing and reviews to find the one that suits you best.',
  );
}

const STYLES: Record<EngineCode, (plan: AnswerPlan, rng: Random) => string> = {
  chatgpt,
  claude,
  gemini,
  perplexity,
  copilot,
  deepseek,
  ai_overviews: aiOverviews,
  ai_mode: aiMode,
  llama,
  mistral,
};

/** Writes a ranking answer the way the given engine writes them. */
export function renderRankingAnswer(engine: EngineCode, plan: AnswerPlan, rng: Random): string {
  return STYLES[engine](plan, rng);
}
