export interface SourceInput {
  url: string;
  title?: string;
}
export interface Source {
  url: string;
  domain: string;
  title?: string;
  is_client_domain: boolean;
}
/** Drops HTML-escaped ampersands, trailing punctuation, tracking parameters and text fragments. */
export declare function cleanUrl(raw: string): string | null;
/** URLs the answer text itself carries, with the link text or footnote title when given. */
export declare function urlsInText(text: string): SourceInput[];
/**
 * Citations the engine returned plus URLs found in the text, one entry per page (tracking
 * parameters ignored), each with its registrable domain; pages on the client's domain or
 * its subdomains are flagged.
 */
export declare function extractSources(
  answer: string,
  structured?: ReadonlyArray<SourceInput>,
  clientDomain?: string,
): Source[];
