'use strict';
/**
 * mulberry32: a small seeded generator of floats in [0, 1), the same on every machine. For test
 * corpora and benchmark workloads that must be the same every run (the relevance set, the search
 * benchmark's queries). CommonJS so the benches in tools/bench can require it too.
 */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

module.exports = { seededRandom };
