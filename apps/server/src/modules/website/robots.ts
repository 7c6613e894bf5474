// robots.txt as RFC 9309 reads it: the groups naming our product token win over '*', the longest
// matching rule decides, and Allow wins a tie. Pure: text in, a predicate out.

interface Rule {
  allow: boolean;
  pattern: string;
}

interface Group {
  agents: string[];
  rules: Rule[];
}

export interface RobotsRules {
  /** True when the given path (with its query string) may be fetched. */
  isAllowed(pathAndQuery: string): boolean;
}

export const allowAll: RobotsRules = { isAllowed: () => true };
export const disallowAll: RobotsRules = { isAllowed: () => false };

const parseGroups = (text: string): Group[] => {
  const groups: Group[] = [];
  let current: Group | undefined;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      // Consecutive user-agent lines share one group.
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if ((key === 'allow' || key === 'disallow') && value) {
      current.rules.push({ allow: key === 'allow', pattern: value });
    }
  }
  return groups;
};

const toRegExp = (pattern: string) => {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
};

const normalizePath = (p: string) => {
  try {
    // Compare in one encoding so /caf%C3%A9 and /café match the same rule.
    return encodeURI(decodeURI(p));
  } catch {
    return p;
  }
};

/** `productToken` is the bot's name without version, e.g. 'sightlinebot'. */
export const parseRobots = (text: string, productToken: string): RobotsRules => {
  const groups = parseGroups(text);
  const token = productToken.toLowerCase();
  const own = groups.filter((g) => g.agents.some((a) => a !== '*' && a !== '' && token.startsWith(a)));
  const chosen = own.length ? own : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen
    .flatMap((g) => g.rules)
    .map((r) => ({ ...r, length: normalizePath(r.pattern).length, re: toRegExp(normalizePath(r.pattern)) }));
  if (rules.length === 0) return allowAll;
  return {
    isAllowed(pathAndQuery) {
      const path = normalizePath(pathAndQuery || '/');
      let best: { allow: boolean; length: number } | undefined;
      for (const r of rules) {
        if (!r.re.test(path)) continue;
        if (!best || r.length > best.length || (r.length === best.length && r.allow)) best = r;
      }
      return best ? best.allow : true;
    },
  };
};
