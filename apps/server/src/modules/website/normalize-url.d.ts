export interface NormalizedUrl {
  /** Absolute URL to fetch, e.g. https://acme.example/ */
  url: string;
  /** Hostname without a leading www., e.g. acme.example */
  domain: string;
}
export declare const normalizeWebsiteUrl: (input: unknown) => NormalizedUrl;
