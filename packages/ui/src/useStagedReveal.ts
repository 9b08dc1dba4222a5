import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `stages` sections to show: 0 on the first render, then one more after each commit,
 * each rendered as a transition. A long page then commits in several short tasks instead of one long one,
 * so what is above it paints first and input is answered between the sections.
 */
export function useStagedReveal(stages: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < stages) startTransition(() => setShown((s) => s + 1));
  }, [shown, stages]);
  return shown;
}
