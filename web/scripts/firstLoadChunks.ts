interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Tells whether a module is one the entry imports statically (what every page loads before it paints), so
 * vite.config.ts can gather those in two chunks, `vendor` (libraries) and `app` (our code), instead of the
 * score of small ones the automatic split makes of them: fewer files compress better, and the two cache
 * apart. Imports are followed as written, so any module the shell only reaches through code it never runs
 * would be pulled in: `skip` names those (the contracts' schemas and TypeBox, which only pages use; see
 * pureContracts.ts).
 */
export function firstLoadModules(entryFile: string, skip: RegExp) {
  let closure: Set<string> | undefined;
  return (id: string, graph: Graph): boolean => {
    if (!closure) {
      const found = new Set<string>();
      const queue = [entryFile];
      while (queue.length > 0) {
        const next = queue.pop() as string;
        if (found.has(next) || skip.test(next)) continue;
        found.add(next);
        queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
      closure = found;
    }
    return id !== entryFile && closure.has(id);
  };
}
