export const BUDGET: number;
export function buildWidget(): Promise<{ code: Uint8Array; gzipped: number }>;
