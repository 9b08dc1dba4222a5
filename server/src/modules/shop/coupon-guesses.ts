import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnknownCouponError } from './coupon-check.js';

type Brake = ReturnType<FastifyInstance['failureLimit']>;
const brakes = new WeakMap<object, Brake>();

/**
 * The brake on guessing coupon codes: unknown codes a customer tries at the coupon check, the quote and the
 * checkout count together, so codes cannot be tried without end; codes that work never count.
 */
export function couponGuesses(app: FastifyInstance) {
  // One brake for all three routes (they live in different plugins): its counts are kept in it.
  let brake = brakes.get(app.db);
  if (!brake) {
    brake = app.failureLimit(10, '15 minutes', { shared: 'shop-coupon-guesses' });
    brakes.set(app.db, brake);
  }
  const { check, fail } = brake;
  return {
    check,
    /** Runs a handler's work, counting an unknown code against the caller. */
    async counted<T>(req: FastifyRequest, work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (err) {
        if (err instanceof UnknownCouponError) await fail(req);
        throw err;
      }
    },
  };
}
