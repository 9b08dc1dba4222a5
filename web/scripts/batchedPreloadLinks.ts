import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';

/**
 * Vite's preload helper adds a `<link rel="modulepreload">` to the head for each chunk a lazy page needs,
 * one insertion at a time; Chromium handles each insertion on its own (the order form's ~95 links cost
 * ~60 ms of main thread before its first paint, a third of that when inserted together). This gathers the
 * links a helper call makes and inserts them as one fragment in a microtask, which runs before the helper
 * goes on to import the page (its dependencies are awaited first), so every fetch still starts at once.
 */
export function batchedPreloadLinks(): Plugin {
  return {
    name: 'batched-preload-links',
    apply: 'build',
    transform(code, id) {
      if (id !== HELPER) return null;
      if (!code.includes(APPEND))
        this.error(`Vite's preload helper no longer has "${APPEND}": update this plugin`);
      return `${code.replace(APPEND, 'appendPreloadLink(link);')}
let pendingLinks = null;
function appendPreloadLink(link) {
  if (!pendingLinks) {
    pendingLinks = document.createDocumentFragment();
    queueMicrotask(() => {
      const links = pendingLinks;
      pendingLinks = null;
      document.head.appendChild(links);
    });
  }
  pendingLinks.appendChild(link);
}
`;
    },
  };
}
