import type { FastifyInstance } from 'fastify';
import { assertAgentSite } from './access.js';

/**
 * Orders and agent orders share one table (`is_agent`) and one set of routes; only the paths differ
 * (spec 7: agent orders have "the same shape" under /agent_order...).
 */
export interface OrderKind {
  agent: boolean;
  /** Path of one order: /order/{id} or /agent_order/{id}. */
  one: 'order' | 'agent_order';
  /** Prefix of the list and count paths: /pending_orders or /agent_pending_orders. */
  list: '' | 'agent_';
  /** Path of order messages: /order_message/{id} or /agent_order_message/{id}. */
  message: 'order_message' | 'agent_order_message';
  tags: string[];
}

export const ORDERS: OrderKind = {
  agent: false,
  one: 'order',
  list: '',
  message: 'order_message',
  tags: ['Orders'],
};
export const AGENT_ORDERS: OrderKind = {
  agent: true,
  one: 'agent_order',
  list: 'agent_',
  message: 'agent_order_message',
  tags: ['Agent orders'],
};

/** Agent-order paths answer 404 unless the site is an admin site; checked before anything else. */
export function gateKind(app: FastifyInstance, kind: OrderKind): void {
  if (kind.agent) app.addHook('onRequest', async () => assertAgentSite(app));
}
