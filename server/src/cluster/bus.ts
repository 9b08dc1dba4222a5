/**
 * Messages between the instances of the portal (realtime events, cache invalidation). In one process the
 * memory bus delivers to its own subscribers; with REDIS_URL the Redis bus reaches every instance,
 * including the one that published.
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): Promise<void>;
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  return {
    async publish(channel, message) {
      // A copy, as over the wire: no subscriber can change what another sees.
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      for (const h of handlers.get(channel) ?? []) h(copy);
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
    },
    async close() {
      handlers.clear();
    },
  };
}
