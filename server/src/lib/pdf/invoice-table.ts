import type { ScriptText } from './script-text.js';

/**
 * The table of an invoice's lines and totals, shared by the credit and the shop invoices so both read the
 * same: the number columns sit at the end edge, each as wide as its widest entry, heading included, so that
 * no heading breaks inside a word ("Quantity", "Количество", "MwSt."); the first column (the name, or a
 * total's label) takes the rest and starts at the start edge, which is the right one in right-to-left
 * languages. A line of the totals leaves the middle cells empty and its label takes their room too.
 */
export function invoiceTable(
  w: ScriptText,
  opts: {
    width: number;
    /** Each number column's entries (heading included) and the width it never goes below. */
    columns: { texts: string[]; least: number }[];
  },
) {
  const gap = 5;
  const widths = opts.columns.map(({ texts, least }) =>
    Math.ceil(Math.max(least, ...texts.map((text) => w.width(text, { bold: true })))),
  );
  const xs: number[] = [];
  let end = opts.width;
  for (let i = widths.length - 1; i >= 0; i -= 1) {
    xs[i] = end - widths[i];
    end = xs[i] - gap;
  }
  /** Prints a row from y (the label, then one text per number column, '' for none); returns the y below it. */
  return (y: number, label: string, cells: string[], bold = false): number => {
    const first = cells.findIndex(Boolean);
    const labelWidth = (first < 0 ? opts.width : xs[first]) - gap;
    const bottoms = [
      w.write(label, y, { x: 0, width: labelWidth, bold }),
      ...cells.map((c, i) => (c ? w.write(c, y, { x: xs[i], width: widths[i], align: 'end', bold }) : y)),
    ];
    return Math.max(...bottoms) + 4;
  };
}
