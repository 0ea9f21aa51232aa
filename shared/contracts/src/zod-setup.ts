import { z } from 'zod';

// Evaluated before any schema of ours is built (the first import of index.ts): zod compiles
// its object parsers with `new Function` after probing whether eval is allowed, and that
// probe, though caught, is a violation of the site's Content-Security-Policy (script-src
// 'self', ADR 0007). The browser parses small forms and answers; the API keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
