export interface RobotsRules {
  /** True when the given path (with its query string) may be fetched. */
  isAllowed(pathAndQuery: string): boolean;
}
export declare const allowAll: RobotsRules;
export declare const disallowAll: RobotsRules;
/** `productToken` is the bot's name without version, e.g. 'sightlinebot'. */
export declare const parseRobots: (text: string, productToken: string) => RobotsRules;
