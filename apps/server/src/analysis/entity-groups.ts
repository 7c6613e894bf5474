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

export function createEntityGroups(entities: KnownEntity[]): EntityGroups {
  const parent = new Map<KnownEntity, KnownEntity>(entities.map((e) => [e, e]));
  const root = (entity: KnownEntity): KnownEntity => {
    let current = entity;
    while (parent.get(current) !== current) current = parent.get(current) ?? current;
    parent.set(entity, current);
    return current;
  };
  return {
    union(a, b) {
      const ra = root(a);
      const rb = root(b);
      if (ra === rb) return;
      // The project's brand stays the root so its group is reported under its name.
      if (rb.isBrand) parent.set(ra, rb);
      else parent.set(rb, ra);
    },
    root,
    members(entity) {
      const r = root(entity);
      return entities.filter((e) => root(e) === r);
    },
  };
}
