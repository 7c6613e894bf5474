// What the prompt's Tags field offers for a search: the brand's tags not picked yet that contain
// the text, and a new tag of that name unless one exists already (names compare without case, so
// "seo" never creates a second tag beside "SEO").
import type { Tag } from '@sightline/contracts';

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export interface TagChoices {
  /** Tags to pick, in the brand's order. */
  options: Tag[];
  /** The name to offer as "Create tag '…'", or null. */
  create: string | null;
}

export const tagChoices = (
  tags: readonly Tag[],
  pickedIds: readonly number[],
  search: string,
): TagChoices => {
  const name = search.trim();
  const needle = name.toLowerCase();
  const picked = new Set(pickedIds);
  return {
    options: tags.filter((tag) => !picked.has(tag.id) && tag.name.toLowerCase().includes(needle)),
    create: name && !tags.some((tag) => sameName(tag.name, name)) ? name : null,
  };
};

/**
 * The picked tags with their current names. A tag deleted meanwhile drops out; until the brand's
 * tags have loaded, the names the prompt came with stand in.
 */
export const pickedTags = (
  pickedIds: readonly number[],
  tags: readonly Tag[] | undefined,
  known: readonly Tag[],
): Tag[] => {
  const byId = new Map((tags ?? known).map((tag) => [tag.id, tag]));
  return pickedIds.flatMap((id) => byId.get(id) ?? []);
};
