import { join } from 'node:path';

/**
 * The api/ folder. This file sits one level below it both as source
 * (src/paths.ts, run by tsx and jest) and compiled (dist/main.js, one bundle),
 * so the same `..` holds in both.
 */
export const API_ROOT = join(__dirname, '..');
