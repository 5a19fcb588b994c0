/** Types of seeded-random.cjs. */
export declare function seededRandom(seed: number): () => number;
