/**
 * The generator's randomness: one seeded stream (same seed → same registry, on any machine), and the
 * draws the distributions need. sfc32 seeded through splitmix32: fast, and good enough for test data.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Uniform integer in [from, to]. */
  int: (from: number, to: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** One item by weight (weights need not add up to 1). */
  weighted: <T>(items: readonly (readonly [T, number])[]) => T;
  /** A rank 0 … size-1 of a long-tailed (Zipf–Mandelbrot, exponent 1) list: see zipfRank. */
  zipf: (size: number, offset: number) => number;
};

function splitmix32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let z = a;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * The rank of a list item drawn with probability ∝ 1/(rank + offset): the continuous inverse of the
 * Zipf–Mandelbrot law (exponent 1), so a draw costs one power and no search. The offset flattens the
 * head: with 6,000 names and offset 8 the commonest takes ~1.8 %, as Popa or Popescu do in Romania.
 */
export function zipfRank(u: number, size: number, offset: number) {
  const rank = Math.floor(offset * ((size + offset) / offset) ** u - offset);
  return Math.min(size - 1, Math.max(0, rank));
}

export function createRandom(seed: number, stream = 0): Random {
  const mix = splitmix32(seed * 7919 + stream * 104729);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const random: Random = {
    next,
    int: (from, to) => from + Math.floor(next() * (to - from + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items) => {
      let total = 0;
      for (const [, w] of items) total += w;
      let u = next() * total;
      for (const [item, w] of items) {
        u -= w;
        if (u < 0) return item;
      }
      return items[items.length - 1][0];
    },
    zipf: (size, offset) => zipfRank(next(), size, offset),
  };
  return random;
}
