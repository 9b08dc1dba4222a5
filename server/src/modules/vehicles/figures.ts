import type { TuningStage, TuningStageInput } from '@portal/contracts';
import { parseJson } from '../../db/helpers.js';
import { msg } from '../../lib/errors.js';

/** One metric horsepower in kilowatts. */
const KW_PER_HP = 0.73549875;

export const kwOf = (hp: number) => Math.round(hp * KW_PER_HP);

/** A variant's stock kW: the figure staff entered, else the one its stock hp gives. */
export const stockKwOf = (stored: unknown, stockHp: number | null): number | null =>
  stored === null || stored === undefined ? (stockHp ? kwOf(stockHp) : null) : Number(stored);

const percent = (gain: number, base: number) => Math.round((gain / base) * 1000) / 10;

/** Stored stages, tolerant of old or hand-edited JSON: anything malformed is left out. */
export function readStages(text: unknown): TuningStageInput[] {
  const list = parseJson<unknown[]>(text, []);
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (s): s is TuningStageInput =>
        typeof s === 'object' &&
        s !== null &&
        Number.isInteger((s as TuningStageInput).stage) &&
        Number.isInteger((s as TuningStageInput).hp) &&
        Number.isInteger((s as TuningStageInput).torque),
    )
    .sort((a, b) => a.stage - b.stage);
}

/** Stages as answers show them: with kW and the gain over stock, absolute and in percent. */
export function withGains(
  stockHp: number | null,
  stockTorque: number | null,
  stages: TuningStageInput[],
): TuningStage[] {
  return stages.map((s) => {
    const hpGain = stockHp ? s.hp - stockHp : null;
    const torqueGain = stockTorque ? s.torque - stockTorque : null;
    return {
      stage: s.stage,
      hp: s.hp,
      kw: kwOf(s.hp),
      torque: s.torque,
      hp_gain: hpGain,
      torque_gain: torqueGain,
      hp_gain_percent: hpGain === null ? null : percent(hpGain, stockHp!),
      torque_gain_percent: torqueGain === null ? null : percent(torqueGain, stockTorque!),
    };
  });
}

/** Stages must be numbered once each; sorted by number for storage. */
export function checkStages(stages: TuningStageInput[]): string | null {
  const seen = new Set<number>();
  for (const s of stages) {
    if (seen.has(s.stage)) return `Stage ${s.stage} is listed twice.`;
    seen.add(s.stage);
  }
  return null;
}

export interface Figures {
  fuel_type: string;
  stock_hp: number | null;
  stock_torque: number | null;
  stages: TuningStageInput[];
}

/** Customers see a variant once it has a fuel type, stock power and torque and at least one tuned stage. */
export const isComplete = (f: Figures) =>
  Boolean(f.fuel_type && f.stock_hp && f.stock_torque && f.stages.length > 0);

/** The year range must run forwards. */
export function checkYears(from: number | null, to: number | null): string | null {
  if (from !== null && to !== null && from > to)
    return msg(`The year from (${from}) is after the year to (${to}).`);
  return null;
}
