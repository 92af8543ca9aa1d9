import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` when the page allows eval; it first probes
 * whether it may, and under our Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') the
 * probe is a CSP violation the browser reports on every page. Jitless parsing never asks. Imported
 * first by main.tsx, before any schema is used.
 */
z.config({ jitless: true });
