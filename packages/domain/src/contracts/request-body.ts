import type { z } from 'zod';

/**
 * What a caller may send to a route validated with `schema`: the schema's input (fields with a
 * `.default()` may be left out). The web types its request bodies with this (decision 0049), so a
 * field renamed in a contract fails the web's type check instead of a request at run time.
 */
export type RequestBody<Schema extends z.ZodType> = z.input<Schema>;

/** A request contract, as the web's API client needs it: any zod schema. */
export type RequestSchema = z.ZodType;
