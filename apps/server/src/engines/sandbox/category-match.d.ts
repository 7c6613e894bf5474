import { type Category } from './catalogue.ts';
/**
 * For prompts outside the catalogue: entities named from the prompt's own words ("dog walking
 * apps" gives Dogly, DogHub…), so an answer still reads as being about what was asked.
 */
export declare function genericCategory(prompt: string): Category;
/** The catalogue category whose keywords the prompt matches best, else a category made from the prompt. */
export declare function matchCategory(prompt: string): Category;
