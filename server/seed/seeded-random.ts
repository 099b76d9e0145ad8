/** A small deterministic random generator (mulberry32) for demo data: same seed, same data. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A factor in [1 - spread, 1 + spread]. */
  jitter(spread: number): number {
    return 1 - spread + this.next() * 2 * spread;
  }

  /** Rounds x up or down at random, keeping the expected value x. */
  round(x: number): number {
    const floor = Math.floor(x);
    return floor + (this.next() < x - floor ? 1 : 0);
  }
}
