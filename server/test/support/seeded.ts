/** Random choices from a fixed seed, so a failing run of a randomised test can be replayed. */
export function seeded(start: number) {
  let seed = start;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  return { random, pick };
}
