import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../contract/schema.js';

/** The contract's schemas: `Schemas['User']`, `Schemas['Tokens']`, … */
export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The request body of an operation, as the contract types it. */
export type Body<Op extends OperationId> = JsonContent<NonNullable<operations[Op]['requestBody']>>;
export type Query<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
type Params<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;

export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Body: Body<Op>;
  Querystring: Query<Op>;
  Params: Params<Op>;
}>;

export type OperationHandler<Op extends OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<unknown>;

/** Handlers by operationId, each typed by its operation. A domain's handlers.ts returns one. */
export type HandlerMap = { [Op in OperationId]?: OperationHandler<Op> };
