/**
 * zod compiles object parsers with `new Function` unless told not to, probing for it first; the CSP
 * (no 'unsafe-eval') refuses the probe and the browser reports a violation (Lighthouse's best
 * practices: "issues logged"), whichever schema parses first. zod reads its settings from this
 * global when it loads and keeps the same object, so setting it here, first in the entry script,
 * covers every schema, whenever its chunk arrives. The web never gets the compiled parsers anyway:
 * the probe fails.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
