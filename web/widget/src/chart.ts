import type { Variant } from './api.js';
import { h } from './dom.js';

/** Bars of stock and tuned power and torque; widths through the CSSOM, which a strict CSP allows. */
export function chart(
  v: Variant,
  label: string,
  names: { stock: string; stage: string; power: string; torque: string },
  unit: (k: 'hp' | 'nm', value: number) => string,
) {
  const figure = h('figure', { class: 'c', role: 'img', 'aria-label': label });
  const group = (title: string, k: 'hp' | 'nm', stock: number | null, tuned: number[]) => {
    const max = Math.max(stock ?? 0, ...tuned, 1);
    const rows = [
      [names.stock, stock, false] as const,
      ...tuned.map((value, i) => [`${names.stage} ${v.stages[i]?.stage ?? i + 1}`, value, true] as const),
    ];
    figure.append(h('div', { class: 'r' }, h('strong', {}, title)));
    for (const [name, value, isTuned] of rows) {
      if (value === null) continue;
      const bar = h('div', { class: isTuned ? 'b t' : 'b' });
      bar.style.width = `${Math.round((value / max) * 60)}%`;
      figure.append(h('div', { class: 'r' }, h('span', {}, name), bar, unit(k, value)));
    }
  };
  group(
    names.power,
    'hp',
    v.stock_hp,
    v.stages.map((s) => s.hp),
  );
  group(
    names.torque,
    'nm',
    v.stock_torque,
    v.stages.map((s) => s.torque),
  );
  return figure;
}
