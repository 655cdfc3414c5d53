// A small seeded random number generator, so `npm run bench:data -- --seed N` writes the same rows
// every time (sfc32, seeded through a string hash).

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** An index in [0, length), skewed towards the start (popular items first): about Zipf-like. */
  skewed(length: number, power?: number): number;
  chance(probability: number): boolean;
  /** `count` distinct items. */
  sample<T>(items: readonly T[], count: number): T[];
}

function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function createRandom(seed: string | number): Random {
  let [a, b, c, d] = hashSeed(String(seed));
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    skewed: (length, power = 2) => Math.min(length - 1, Math.floor(length * next() ** power)),
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const pool = [...items];
      const result = [];
      for (let i = 0; i < count && pool.length > 0; i++) result.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return result;
    },
  };
  return random;
}
