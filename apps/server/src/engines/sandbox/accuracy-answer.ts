import { bareDomain } from '@sightline/contracts';
import type { EngineCitation, EngineCode, EngineRequest } from '../types.ts';
import { brandSpelling } from './answer-plan.ts';
import { type Random, unitFromKey } from './prng.ts';

/** Words that make a prompt mentioning the brand a ranking prompt ("best alternatives to X"). */
const RANKING_WORDS =
  /\b(best|top|alternatives?|competitors?|vs\.?|versus|compare|comparison|recommend\w*|like)\b/i;

const WRONG_PLACES = [
  'Austin, Texas',
  'Dublin, Ireland',
  'Toronto, Canada',
  'Singapore',
  'Amsterdam, Netherlands',
  'Sydney, Australia',
];

function names(project: EngineRequest['project']): string[] {
  return [project.entity_name, project.entity_label, ...(project.aliases ?? [])].filter((n): n is string =>
    Boolean(n),
  );
}

/** A question about the brand itself: it names the brand and asks nothing comparative. */
export function isBrandQuestion(prompt: string, project: EngineRequest['project']): boolean {
  if (RANKING_WORDS.test(prompt)) return false;
  const text = prompt.toLowerCase();
  const domain = bareDomain(project.domain ?? '') || undefined;
  return (
    names(project).some((n) => text.includes(n.toLowerCase())) ||
    (domain !== undefined && text.includes(domain))
  );
}

type Accuracy = 'correct' | 'partial' | 'wrong';

/** Engines differ in how well they know a brand; each (engine, brand) pair has its own bias. */
function accuracyFor(engine: EngineCode, brand: string, rng: Random): Accuracy {
  const bias = (unitFromKey('accuracy', engine, brand) - 0.5) * 0.2;
  const r = rng.next();
  if (r < 0.5 + bias) return 'correct';
  if (r < 0.8 + bias / 2) return 'partial';
  return 'wrong';
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface AccuracyAnswer {
  accuracy: Accuracy;
  text: string;
  citations: EngineCitation[];
}

/**
 * Prose about the brand from the only facts the sandbox has: its name, label, domain and
 * location. Sometimes right, sometimes vague, sometimes wrong, as engines are.
 */
export function writeAccuracyAnswer(req: EngineRequest, rng: Random): AccuracyAnswer {
  const { project } = req;
  const name = brandSpelling(project, rng);
  const label = project.entity_label && project.entity_label !== name ? project.entity_label : undefined;
  const domain = bareDomain(project.domain ?? '') || undefined;
  const accuracy = accuracyFor(req.engine, project.entity_name, rng);
  const sentences: string[] = [];

  const what = label ? `${name} (also known as ${label})` : name;
  if (accuracy === 'correct') {
    sentences.push(`${what} is a company${project.location ? ` based in ${project.location}` : ''}.`);
    if (domain)
      sentences.push(
        `Its official website is ${domain}, where it describes its products, pricing and how to get in touch.`,
      );
  } else if (accuracy === 'partial') {
    const region = project.location?.split(',').at(-1)?.trim();
    sentences.push(
      `${what} appears to be a ${region ? `company operating in ${region}` : 'relatively small company'}.`,
    );
    sentences.push(
      `I don't have detailed, up-to-date information about its offering${domain ? `, but its website (${domain}) should have the latest details` : ''}.`,
    );
  } else {
    const place = rng.pick(WRONG_PLACES.filter((p) => p !== project.location));
    const wrongDomain = `${slug(project.entity_name).replace(/-/g, '')}.${rng.pick(['io', 'net', 'co'])}`;
    sentences.push(`${what} is a company headquartered in ${place}, founded in ${rng.int(1998, 2019)}.`);
    sentences.push(`You can find more information on its website, ${wrongDomain}.`);
  }
  if (req.engine === 'claude')
    sentences.push(
      'Please verify these details on the official website, as my information may be out of date.',
    );

  const citations: EngineCitation[] = [];
  if (domain && accuracy !== 'wrong') citations.push({ url: `https://${domain}/about`, kind: 'cited' });
  const s = slug(project.entity_name);
  for (const page of rng
    .shuffle([
      `https://www.crunchbase.com/organization/${s}`,
      `https://www.linkedin.com/company/${s}`,
      `https://www.trustpilot.com/review/${domain ?? `${s}.com`}`,
    ])
    .slice(0, rng.int(2, 3))) {
    citations.push({ url: page, kind: rng.chance(0.7) ? 'cited' : 'retrieved' });
  }
  return { accuracy, text: sentences.join(' '), citations: citations.slice(0, 6) };
}
