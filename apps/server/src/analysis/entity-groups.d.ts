import type { KnownEntity } from './entity-matching.ts';
/**
 * Known entities that stand for one company: a project may track a maker and its product
 * line separately ("Philips" and "Philips Sonicare", "Theragun" and "Therabody"), and an
 * answer naming either recommends the same company once.
 */
export interface EntityGroups {
  union(a: KnownEntity, b: KnownEntity): void;
  root(entity: KnownEntity): KnownEntity;
  members(entity: KnownEntity): KnownEntity[];
}
export declare function createEntityGroups(entities: KnownEntity[]): EntityGroups;
