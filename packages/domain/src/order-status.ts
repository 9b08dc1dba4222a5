import type { OrderStatus } from '@portal/contracts';

/**
 * The life of a tuning order. The server refuses every change not listed here (409 INVALID_TRANSITION with
 * the reason from `transitionProblem`); the web pages and the desktop app use the same table to decide which
 * buttons to show.
 *
 *   unpaid          -> pending (the customer pays a pay-later order) | cancelled
 *   pending         -> in_progress | on_hold | issue_reported | incomplete | cancelled
 *                      | completed (delivery only: delivering to a pending order starts and finishes it)
 *   in_progress     -> on_hold | issue_reported | incomplete | completed (delivery only) | cancelled
 *   on_hold         -> pending | in_progress | cancelled
 *   issue_reported  -> in_progress | cancelled
 *   incomplete      -> pending (the customer has fixed what was missing) | cancelled
 *   completed       -> completed (a revised file may be delivered again; the order stays completed)
 *   cancelled       -> nothing (terminal)
 *
 * Who may do what:
 * - staff: every listed change except paying (unpaid -> pending) and completing, which happen only through
 *   payment and delivery;
 * - the customer: pays (unpaid -> pending), resubmits a fixed order (incomplete -> pending) and cancels while
 *   nobody works on the order yet (unpaid, pending, on_hold, incomplete);
 * - the system: payment and delivery.
 *
 * Credits: they are held from payment until the order ends. Completing captures the hold; cancelling
 * releases it ("Cancelling an order returns the customer's credits").
 */

export type OrderActor = 'customer' | 'staff' | 'system';
/** How the change happens: a plain status change, a payment, a delivery of a modified file or a cancel. */
export type OrderAction = 'change' | 'pay' | 'deliver' | 'cancel';

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  unpaid: ['pending', 'cancelled'],
  pending: ['in_progress', 'on_hold', 'issue_reported', 'incomplete', 'completed', 'cancelled'],
  in_progress: ['on_hold', 'issue_reported', 'incomplete', 'completed', 'cancelled'],
  on_hold: ['pending', 'in_progress', 'cancelled'],
  issue_reported: ['in_progress', 'cancelled'],
  incomplete: ['pending', 'cancelled'],
  completed: ['completed'],
  cancelled: [],
};

/** Words for messages: "A completed order cannot be put on hold." */
const ADJECTIVE: Record<OrderStatus, string> = {
  unpaid: 'An unpaid',
  pending: 'A pending',
  in_progress: 'An order in progress',
  on_hold: 'An order on hold',
  issue_reported: 'An order with a reported issue',
  incomplete: 'An incomplete',
  completed: 'A completed',
  cancelled: 'A cancelled',
};
const VERB: Record<OrderStatus, string> = {
  unpaid: 'marked unpaid',
  pending: 'put back to pending',
  in_progress: 'started',
  on_hold: 'put on hold',
  issue_reported: 'marked with an issue',
  incomplete: 'sent back as incomplete',
  completed: 'completed',
  cancelled: 'cancelled',
};

const STATE: Record<OrderStatus, string> = {
  unpaid: 'unpaid',
  pending: 'pending',
  in_progress: 'in progress',
  on_hold: 'on hold',
  issue_reported: 'marked with an issue',
  incomplete: 'marked incomplete',
  completed: 'completed',
  cancelled: 'cancelled',
};

const subject = (s: OrderStatus) => (ADJECTIVE[s].includes('order') ? ADJECTIVE[s] : `${ADJECTIVE[s]} order`);

export const TERMINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];
/** Statuses an order has while credits are held for it. */
export const HOLDING_STATUSES: readonly OrderStatus[] = [
  'pending',
  'in_progress',
  'on_hold',
  'issue_reported',
  'incomplete',
];
/** Statuses whose time frame runs: a late order in one of them is a warning. */
export const WORKING_STATUSES: readonly OrderStatus[] = ['pending', 'in_progress'];
/** Statuses in which the customer may still cancel. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['unpaid', 'pending', 'on_hold', 'incomplete'];

export const isTerminal = (s: OrderStatus) => TERMINAL_STATUSES.includes(s);

/** Why this change is not allowed, in words for the person trying; null when it is allowed. */
export function transitionProblem(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  action: OrderAction = to === 'cancelled' ? 'cancel' : 'change',
): string | null {
  if (from === 'cancelled') return 'A cancelled order cannot be changed.';
  if (from === to && to !== 'completed') return `The order is already ${STATE[to]}.`;
  if (to === 'completed' && action !== 'deliver')
    return 'An order is completed by delivering the modified file.';
  if (!NEXT[from].includes(to)) return `${subject(from)} cannot be ${VERB[to]}.`;
  if (action === 'deliver' && to !== 'completed') return 'A delivery completes the order.';
  if (from === 'unpaid' && to === 'pending' && action !== 'pay')
    return 'An unpaid order becomes pending when it is paid.';
  if (action === 'pay' && from !== 'unpaid') return 'This order is already paid.';
  if (actor === 'customer') {
    if (to === 'cancelled') {
      return CUSTOMER_CANCELLABLE.includes(from)
        ? null
        : 'Work on this order has started; please send a message to cancel it.';
    }
    const own = (from === 'unpaid' && action === 'pay') || (from === 'incomplete' && to === 'pending');
    return own ? null : 'Only staff can change the status of this order.';
  }
  if (actor === 'staff' && action === 'pay') return 'Only the customer can pay for an order.';
  return null;
}

export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  action?: OrderAction,
): boolean {
  return transitionProblem(from, to, actor, action) === null;
}

/** The statuses `actor` may choose for an order in `from` through a plain status change (for menus). */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return NEXT[from].filter((to) => canTransition(from, to, actor));
}
