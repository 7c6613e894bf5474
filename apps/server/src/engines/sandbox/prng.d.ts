/**
 * Seeded randomness for the sandbox. Everything it writes is a pure function of its inputs:
 * no Math.random and no clock, so a re-run of a report reproduces the same answers.
 */
/** 32-bit FNV-1a with a murmur3 finaliser, so near-identical keys spread over the whole range. */
export declare function hash32(text: string): number;
/** A uniform number in [0, 1) fixed by the key: for values that must not depend on call order. */
export declare function unitFromKey(...parts: ReadonlyArray<string | number>): number;
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}
/** mulberry32: tiny, fast, and good enough for prose. */
export declare function seededRandom(...parts: ReadonlyArray<string | number>): Random;
