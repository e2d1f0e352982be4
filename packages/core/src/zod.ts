import { z } from "zod";

/*
 * Every schema of this package takes `z` from here, so this runs before any schema is defined.
 * zod compiles object parsers with `new Function` where it can, and decides whether it can when a
 * schema is defined, by trying once. In the browser that try is reported as a violation of the
 * Content-Security-Policy (no 'unsafe-eval') on every page, so the browser uses the interpreted
 * parser (its payloads are small); the server keeps the compiled one. Listed in package.json's
 * "sideEffects" so a bundler keeps this call.
 */
if ("window" in globalThis) z.config({ jitless: true });

export { z };
