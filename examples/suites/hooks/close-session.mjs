// A plain afterAll hook: run for its effect and exit code. It sees the SESSION_ID that the
// beforeAll context hook injected, and the phase, in its environment.
console.log(`closing session ${process.env.SESSION_ID} (${process.env.TOOLGAUGE_HOOK_PHASE})`);
