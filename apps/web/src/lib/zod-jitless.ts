import { config } from 'zod/v4/core';

// The pages allow no eval (the server's Content-Security-Policy), so zod's compiled parsers are out
// anyway; but zod probes for eval with new Function() as it builds its first object schema, and the
// browser reports that as a CSP violation on every page. Saying so up front skips the probe. Each
// entry imports this module first, before any module that builds a schema.
config({ jitless: true });
