import { ORDER_STATUSES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { canTransition, isTerminal, nextStatuses, transitionProblem } from './order-status.js';

describe('order status machine', () => {
  it('lets staff move orders along the documented paths', () => {
    expect(nextStatuses('pending', 'staff')).toEqual([
      'in_progress',
      'on_hold',
      'issue_reported',
      'incomplete',
      'cancelled',
    ]);
    expect(nextStatuses('in_progress', 'staff')).toEqual([
      'on_hold',
      'issue_reported',
      'incomplete',
      'cancelled',
    ]);
    expect(nextStatuses('on_hold', 'staff')).toEqual(['pending', 'in_progress', 'cancelled']);
    expect(nextStatuses('issue_reported', 'staff')).toEqual(['in_progress', 'cancelled']);
    expect(nextStatuses('incomplete', 'staff')).toEqual(['pending', 'cancelled']);
    expect(nextStatuses('cancelled', 'staff')).toEqual([]);
    expect(nextStatuses('completed', 'staff')).toEqual([]);
  });

  it('explains refusals in words', () => {
    expect(transitionProblem('completed', 'on_hold', 'staff')).toBe(
      'A completed order cannot be put on hold.',
    );
    expect(transitionProblem('cancelled', 'pending', 'staff')).toBe('A cancelled order cannot be changed.');
    expect(transitionProblem('issue_reported', 'on_hold', 'staff')).toBe(
      'An order with a reported issue cannot be put on hold.',
    );
    expect(transitionProblem('on_hold', 'on_hold', 'staff')).toBe('The order is already on hold.');
    expect(transitionProblem('completed', 'cancelled', 'staff')).toBe(
      'A completed order cannot be cancelled.',
    );
  });

  it('completes only through a delivery and pays only through a payment', () => {
    expect(canTransition('in_progress', 'completed', 'staff')).toBe(false);
    expect(canTransition('in_progress', 'completed', 'staff', 'deliver')).toBe(true);
    expect(canTransition('pending', 'completed', 'system', 'deliver')).toBe(true);
    expect(canTransition('completed', 'completed', 'staff', 'deliver')).toBe(true);
    expect(canTransition('on_hold', 'completed', 'staff', 'deliver')).toBe(false);
    expect(canTransition('unpaid', 'pending', 'staff')).toBe(false);
    expect(canTransition('unpaid', 'pending', 'customer', 'pay')).toBe(true);
    expect(canTransition('pending', 'pending', 'customer', 'pay')).toBe(false);
  });

  it('lets customers cancel only before work starts and resubmit incomplete orders', () => {
    for (const s of ['unpaid', 'pending', 'on_hold', 'incomplete'] as const)
      expect(canTransition(s, 'cancelled', 'customer')).toBe(true);
    expect(transitionProblem('in_progress', 'cancelled', 'customer')).toMatch(/started/);
    expect(canTransition('incomplete', 'pending', 'customer')).toBe(true);
    expect(canTransition('pending', 'in_progress', 'customer')).toBe(false);
  });

  it('has an entry for every status', () => {
    for (const s of ORDER_STATUSES) expect(Array.isArray(nextStatuses(s, 'staff'))).toBe(true);
    expect(isTerminal('cancelled')).toBe(true);
    expect(isTerminal('completed')).toBe(true);
    expect(isTerminal('pending')).toBe(false);
  });
});
