/**
 * Each command's one-line summary, kept once: the command's own spec (its `--help` heading) and
 * the top-level `toolgauge --help` list both read it from here. It lives in this leaf module, not in
 * the command modules, because main.ts loads commands lazily (`toolgauge lint` never pays for the
 * MCP SDK) and the top-level help must list every command without loading any.
 *
 * The key order is the order `toolgauge --help` lists the commands in.
 */
export const COMMAND_SUMMARIES = {
  lint: 'lint a tools/list catalog: findings, quality scores, smells, token cost',
  run: 'run a YAML test suite: tool results, agent traces, tool-description quality',
  call: 'call one tool of a live server by hand: arguments checked against its inputSchema, structuredContent against its outputSchema',
  report: 'render a saved suite report (text, markdown, junit, matrix, json) or --compare it with a baseline',
  diff: 'compare two versions of a catalog (or a snapshot with a live server): each change breaking, risky or additive; tools, findings, tokens, scores, tool search; a CI gate',
  init: 'write a commented starter config (toolgauge.config.yml) and a starter suite (toolgauge.suite.yml)',
  bench: 'benchmark whether tool descriptions carry tool selection (mutations, sweep)',
  import: 'convert an agent trace (OpenAI, Anthropic, Claude Code, MCP JSON-RPC) to the canonical trace JSON',
  atlas: 'score agent traces against MCP-Atlas tasks: claims, coverage, failure classes, discovery',
  mock: 'serve a mock MCP server from a manifest (stdio, or Streamable HTTP on 127.0.0.1)',
  rule: "print a lint rule's documentation (toolgauge rule SEC-002), or list every rule",
  serve:
    'serve the playground on 127.0.0.1 (what `node build` with no arguments runs; the live panel needs the URL it prints)'
} as const;

export type CommandName = keyof typeof COMMAND_SUMMARIES;
