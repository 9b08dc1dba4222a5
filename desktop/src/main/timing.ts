/** How long the app waits for things; tests shorten these. */
export interface Timing {
  /** Time between two looks at a saved file. */
  settleMs: number;
  /** Looks in a row with the same size and time before a file counts as finished. */
  settleChecks: number;
  /** A file that cannot be read for this long (held open by a program, no permission) is reported. */
  settleMaxMs: number;
  /** A file of another size than the original is asked about only when it stays so this long. */
  askAfterMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  reconnectMinMs: number;
  reconnectMaxMs: number;
  /** A JSON call without an answer for this long fails. */
  requestTimeoutMs: number;
  /** An upload with no byte moving for this long is given up and retried. */
  uploadIdleMs: number;
  /** An upload's limit is this plus its size at 32 KB/s. */
  uploadBaseMs: number;
  /** An upload without progress for this long is started over when the server is seen again. */
  stallMs: number;
}

export const DEFAULT_TIMING: Timing = {
  settleMs: 75,
  settleChecks: 3,
  settleMaxMs: 10 * 60_000,
  askAfterMs: 3000,
  retryBaseMs: 2000,
  retryMaxMs: 5 * 60_000,
  reconnectMinMs: 1000,
  reconnectMaxMs: 30_000,
  requestTimeoutMs: 30_000,
  uploadIdleMs: 30_000,
  uploadBaseMs: 60_000,
  stallMs: 10_000,
};
