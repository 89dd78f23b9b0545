import { config } from 'zod';

// The app's CSP allows no eval (script-src 'self'). Zod probes `new Function` when it builds its
// first object schema, to compile faster parsers, and the browser reports that probe as a CSP
// violation even though zod catches it. Jitless, zod never probes: the parsers it would fall back
// to anyway. Imported first by main.tsx, before any schema is built.
config({ jitless: true });
