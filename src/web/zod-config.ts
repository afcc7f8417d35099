import { z } from "zod";

// Imported first by main.tsx, before any schema is built. zod compiles fast object parsers with
// `new Function` and probes for it once; under our Content-Security-Policy (no 'unsafe-eval') the
// probe is refused and reported as a violation. Interpreted parsing is plenty fast for forms.
z.config({ jitless: true });
