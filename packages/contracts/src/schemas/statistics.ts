import { type Static, Type } from '@sinclair/typebox';

/** Figures of the staff dashboard's charts (UTC days and months). */
export const DashboardStatistics = Type.Object({
  /** The last 30 days, oldest first: orders placed that day, by their status now. */
  orders_per_day: Type.Array(
    Type.Object({ date: Type.String(), counts: Type.Record(Type.String(), Type.Integer()) }),
  ),
  /**
   * The last 12 months, oldest first: credits (hundredths) on paid credit invoices. Sales figures: only for
   * staff who may see dealers' invoices.
   */
  credits_per_month: Type.Optional(
    Type.Array(Type.Object({ month: Type.String(), credits: Type.Integer() })),
  ),
  /** The last 12 months by month of completion: mean hours from order to completion. */
  turnaround_per_month: Type.Array(
    Type.Object({ month: Type.String(), hours: Type.Number(), orders: Type.Integer() }),
  ),
  /** Mean hours from order to completion over those months; null without completed orders. */
  turnaround_hours: Type.Union([Type.Number(), Type.Null()]),
});
export type DashboardStatistics = Static<typeof DashboardStatistics>;

/** An agent's money balance after each change, oldest first (minor units). */
export const AgentBalanceHistory = Type.Object({
  currency: Type.String(),
  /** The money balance (minor units) after each change. */
  points: Type.Array(Type.Object({ at: Type.String(), balance: Type.Integer() })),
  /** The credit balance (hundredths of a credit) after each change. */
  credits: Type.Array(Type.Object({ at: Type.String(), balance: Type.Integer() })),
});
export type AgentBalanceHistory = Static<typeof AgentBalanceHistory>;
