import { loadEnvFiles } from './env-files.js';

// Imported first by main.ts, before any module reads the environment.
loadEnvFiles();
