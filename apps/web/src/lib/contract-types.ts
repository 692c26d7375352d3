import type { vassGameTypeValue } from '@portal/contract';

/** The output type of a contract schema, without importing zod at run time. */
export type Infer<T extends { _output: unknown }> = T['_output'];

export type VassGameTypeList = Infer<typeof vassGameTypeValue>;

/** The input type of a contract schema (fields with a default may be left out), without zod at run time. */
export type InferIn<T extends { _input: unknown }> = T['_input'];
