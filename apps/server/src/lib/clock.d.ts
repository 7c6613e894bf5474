export interface Clock {
  now(): Date;
}
export declare const systemClock: Clock;
/** A clock that stands still until moved: tests, seeding history and benchmarks. */
export declare class ManualClock implements Clock {
  current: Date;
  constructor(start?: Date);
  now(): Date;
  advance(ms: number): void;
}
