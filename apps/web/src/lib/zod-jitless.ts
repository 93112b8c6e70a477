import { z } from 'zod';

// zod probes `new Function('')` to decide whether it may compile fast parsers; under our CSP
// (no 'unsafe-eval') that probe is a console error, and Lighthouse marks it down. main.tsx imports
// it, and the build puts it in the vendor chunk, which runs before any chunk builds a schema.
z.config({ jitless: true });
