import type { z } from 'zod';

/**
 * A payload or reply known by its TypeScript type only: the registry's entries for messages that have
 * no zod schema. `typeOnly<T>()` carries T for the compiler and nothing at run time.
 */
export interface TypeOnly<T> {
  readonly typeOnly: true;
  /** Never set: carries T. */
  readonly __type?: T;
}
export const typeOnly = <T>(): TypeOnly<T> => ({ typeOnly: true });

/** A registry entry's payload or reply: a zod schema, or a type only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any T: TypeOnly is only a carrier of its type argument.
export type MessageSpec = z.ZodType | TypeOnly<any>;

/** What a sender may pass for a spec: a schema's input (the receiver parses it), or the type. */
export type SpecInput<S> = S extends z.ZodType ? z.input<S> : S extends TypeOnly<infer T> ? T : never;
/** What a receiver holds after parsing: a schema's output, or the type. */
export type SpecOutput<S> = S extends z.ZodType ? z.output<S> : S extends TypeOnly<infer T> ? T : never;

/** The shape server-kit's typed client takes: pattern -> what is sent and what comes back. */
export type MessageMap = Record<string, { request: unknown; response: unknown }>;
