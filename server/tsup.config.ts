import { defineConfig } from 'tsup';

// One bundle for the server; workspace packages are inlined, npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@portal\//],
});
