import type { FilePicker, PickFilesOptions } from './types';

/**
 * The browser's way of choosing files: an `<input type=file>` created for the one choice. Screens render
 * their own input where the platform says 'input' (so it can be driven like any input); this serves the
 * places that only have a button.
 */
export function inputFilePicker(doc: Document = document): FilePicker {
  return {
    kind: 'input',
    pickFiles: (options: PickFilesOptions) =>
      new Promise<File[]>((resolve) => {
        const input = doc.createElement('input');
        input.type = 'file';
        if (options.accept) input.accept = options.accept;
        input.multiple = !!options.multiple;
        input.addEventListener('change', () => resolve([...(input.files ?? [])]));
        input.addEventListener('cancel', () => resolve([]));
        input.click();
      }),
  };
}

/** Whether a file's name or type matches an `accept` list (`.csv`, `image/*`, `text/plain`). */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((a) =>
      a.startsWith('.') ? name.endsWith(a) : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a,
    );
}
