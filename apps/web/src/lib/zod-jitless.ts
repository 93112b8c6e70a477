import { z } from 'zod';

// zod probes `new Function('')` to decide whether it may compile fast parsers; under our CSP
// (no 'unsafe-eval') that probe is a console error, and Lighthouse marks it down. Imported first
// by main.tsx, so it runs before the contract builds any schema.
z.config({ jitless: true });
