/**
 * A small seeded generator (mulberry32): each virtual user draws its journeys and think times from its
 * own seed, so two runs with the same LOAD_SEED ask for the same mix in the same order.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  int(min: number, maxInclusive: number): number {
    return Math.floor(this.between(min, maxInclusive + 1));
  }

  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(list: readonly T[], count: number): T[] {
    const pool = [...list];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0)
      chosen.push(...pool.splice(Math.floor(this.next() * pool.length), 1));
    return chosen;
  }

  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [choice, weight] of choices) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error("no choices");
    return last[0];
  }
}
