/**
 * A request's region is either a country code ("us", "GB") or a place name ("Austin, Texas").
 * Search tools take the two differently, so we tell them apart once.
 */
export interface Region {
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string;
  place?: string;
}
export declare function parseRegion(region: string | undefined): Region;
