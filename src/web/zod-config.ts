import { z } from "zod";

// zod compiles fast object parsers with `new Function` and probes for it when a schema is made;
// under our Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a
// violation. index.html's inline script sets this before any module runs (schemas built while the
// first chunks load); this keeps it for tests and any page without that script. Interpreted parsing
// is plenty fast for forms and API answers.
z.config({ jitless: true });
