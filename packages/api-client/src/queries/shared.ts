// Shared by the query modules; not exported from the package.
import type { operations } from '../schema';

/** The query parameters of an operation (all optional in the contract). */
export type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

/** The JSON request body of an operation. */
export type Body<Op extends keyof operations> = operations[Op]['requestBody'] extends
  | { content: { 'application/json': infer B } }
  | undefined
  ? B
  : never;

/** Path `{id}` plus a body, the variables of most update mutations. */
export interface IdAndBody<B> {
  id: number;
  body: B;
}
