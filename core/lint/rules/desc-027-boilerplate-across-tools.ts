/**
 * DESC-027: the same sentences pasted into the descriptions of most of a server's tools ("This is
 * the public Twilio REST API.", "Error Responses: 400: Bad request", a router paragraph in 55 of 61
 * tools). Text every tool carries is about the server, not the tool: it tells the model nothing that
 * tells the tools apart and is paid for once per tool on every request. Sentences are indexed per
 * server in a hash map (linear in the text), never compared pairwise.
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { surfaceStrings } from '../../tokens/surface.ts';
import { type CatalogRawFinding, defineCatalogRule } from '../types.ts';
import { type Sentence, sentences } from './helpers/sentences.ts';
import { excerpt } from './helpers/description-text.ts';

/** A sentence is pasted when at least this share of the server's tools carry it... */
export const MIN_SHARE = 0.8;
/** ...and at least this many tools (two tools sharing a paragraph is a pair, not a pattern). */
export const MIN_TOOLS = 3;
/** The pasted run must be this long (words; a CJK character counts half): a short shared line ("Requires admin scope.") is guidance. */
export const MIN_WORDS = 8;
/**
 * ...and cost the server this many tokens a listing, summed over its tools: about a short tool's
 * whole definition. Below it the saving is not measurable (a 10-token line on three tools).
 */
export const MIN_SERVER_TOKENS = 100;

/** A run of consecutive pasted sentences in one description. */
export interface PastedSpan {
  /** The run as written, sentences joined by a space. */
  text: string;
  words: number;
  /** Characters of the run as written (the token estimate's share). */
  chars: number;
}

export interface Boilerplate {
  /** The tool's index in the catalog. */
  tool: number;
  spans: PastedSpan[];
  /** How many of the server's tools carry the first span's opening sentence, of how many. */
  carriers: number;
  /** Another tool that carries it (the first in catalog order), for a reviewer to compare. */
  also: number;
  serverTools: number;
}

/** Counted in words: a line of code or markup (`<examples>`) may sit inside a run but adds no prose. */
const proseWords = (s: Sentence) => (s.code ? 0 : s.words);

/** The pasted runs of each tool's description, per server: sentences carried by MIN_SHARE of its tools. */
export function boilerplate(tools: readonly CatalogTool[]): Boilerplate[] {
  const byServer = new Map<string, number[]>();
  for (let i = 0; i < tools.length; i++) {
    const key = tools[i].server ?? '';
    const list = byServer.get(key);
    if (list === undefined) byServer.set(key, [i]);
    else list.push(i);
  }
  const out: Boilerplate[] = [];
  for (const members of byServer.values()) {
    const needed = Math.max(MIN_TOOLS, Math.ceil(MIN_SHARE * members.length));
    if (members.length < needed) continue;
    const split = new Map<number, readonly Sentence[]>();
    // normal form -> how many tools carry it (each tool counted once).
    const carriers = new Map<string, number>();
    // normal form -> the first two tools that carry it, so a finding can name another.
    const firstTwo = new Map<string, number[]>();
    for (const i of members) {
      const description = tools[i].description;
      if (description === undefined) continue;
      const list = sentences(description);
      split.set(i, list);
      for (const key of new Set(list.map((s) => s.normal))) {
        carriers.set(key, (carriers.get(key) ?? 0) + 1);
        const two = firstTwo.get(key);
        if (two === undefined) firstTwo.set(key, [i]);
        else if (two.length < 2) two.push(i);
      }
    }
    for (const [i, list] of split) {
      const pasted = list.map((s) => (carriers.get(s.normal) ?? 0) >= needed);
      // A description that is nothing but shared text is a duplicate tool (OVL-002's), not boilerplate.
      if (!list.some((s, k) => !pasted[k] && proseWords(s) > 0)) continue;
      const spans: PastedSpan[] = [];
      let first: Sentence | undefined;
      let run: Sentence[] = [];
      const close = () => {
        const words = run.reduce((n, s) => n + proseWords(s), 0);
        if (words >= MIN_WORDS) {
          const text = run.map((s) => s.text).join(' ');
          spans.push({ text, words, chars: text.length });
          first ??= run[0];
        }
        run = [];
      };
      list.forEach((s, k) => {
        if (pasted[k]) run.push(s);
        else close();
      });
      close();
      if (first !== undefined)
        out.push({
          tool: i,
          spans,
          carriers: carriers.get(first.normal) ?? 0,
          also: firstTwo.get(first.normal)?.find((j) => j !== i) ?? i,
          serverTools: members.length
        });
    }
  }
  return out.sort((a, b) => a.tool - b.tool);
}

/** The tool's surface in characters, as the token counts are taken over (name, description, schema JSON). */
const surfaceChars = (tool: CatalogTool) => surfaceStrings(tool.tool).reduce((n, s) => n + s.length, 0);

export const desc027BoilerplateAcrossTools = defineCatalogRule({
  id: 'DESC-027',
  slug: 'boilerplate-across-tools',
  category: 'description',
  severity: 'hint',
  scope: 'catalog',
  docs: {
    summary: `A tool's description carries sentences pasted word for word into at least ${MIN_SHARE * 100}% of its server's tools (and at least ${MIN_TOOLS}), ${MIN_WORDS} or more words in a row (a CJK character counts half a word), costing the server ${MIN_SERVER_TOKENS} or more tokens a listing: a vendor intro, a list of error codes, a router paragraph, a "can be referenced as" line. One finding on each tool that carries them, with the tokens they cost there and over the server.`,
    why:
      "Text that most of a server's tools carry is about the server, not the tool: it cannot tell the model which tool to pick, yet clients send it once per tool on every request, so a 30-token paragraph in 50 tools costs 1,500 tokens a turn. MCP gives a server one place for what applies to all its tools, the `instructions` of the initialize result, sent once. " +
      `Decisions: sentences are compared after case, whitespace, Markdown marks and end punctuation are normalised (the sentence splitter DESC-017 uses, CJK \`。！？\` included), counted once per tool, and indexed per server in a hash map, so the rule is linear in the catalog; a run of consecutive pasted sentences counts, and must reach ${MIN_WORDS} words of prose, so a short shared line that matters ("Requires admin scope.", "Only works within allowed directories.") is left alone, and must cost the server ${MIN_SERVER_TOKENS} tokens a listing over all the tools that carry it (a short tool's whole definition), so a line on three tools of a small server, whose deletion saves nothing a reviewer could measure, is left alone too; text shared by a subset of the tools (a warning on the write tools, prerequisites of the create tools) is below ${MIN_SHARE * 100}% on a real server and is left alone, because it does tell those tools apart; a description made of nothing but shared sentences is a duplicate tool (OVL-002), not reported here; argument descriptions are not read (a shared gloss of the same argument is the argument's documentation). Tokens are the tool's cl100k_base count times the run's share of its characters (without encoders, characters / 4).`,
    fix: "Say it once: move it to the server's `instructions` (or the README, if it is for people), and keep in each description only what is true of that tool.",
    notes:
      'Independent reviewers labelled every firing right: 81 of 81 on the tuning set, 15 of 15 on the checking sets (packet of 2026-11-28). ' +
      '**On the corpora** (`--preset all`): catalogs/ 81: azure 55 (the four-line "Sub commands are routed to MCP servers ..." paragraph, about 42 tokens a tool, 2,334 over the server) and desktop-commander 26 ("This command can be referenced as "DC: ..." ...", in every tool); catalogs-2/ 15, every twilio tool ("... This is the public ... REST API.", about 11 tokens a tool); catalogs-3/ 0. As shares of each server\'s surface tokens: azure 18%, desktop-commander 4.7%, twilio 1.7%. All 96 looked at and judged right by the author; the blind reviews flagged four of these tools for exactly this. Left alone by the 80% share: pdf\'s "The model should NOT call this tool directly." (5 of 9 tools, the ones meant for the viewer app), azure-devops\'s "Use the action parameter to specify the operation." (26 of 40), paddle\'s confirm-with-the-user paragraphs (20 of 83, the write tools), minimax\'s cost note (6 of 9), hubspot\'s prerequisites (8 of 21): each tells a subset apart. Left alone by the word floor: notion\'s "Error Responses: 400: Bad request" (5 words in all 24 tools; a blind reviewer did flag it) and filesystem\'s "Only works within allowed directories." Not yet labelled by an independent reviewer.',
    bad: {
      tools: [
        ['list_calls', 'List the calls of the account.'],
        ['get_call', 'Get one call by its SID.'],
        ['delete_call', 'Delete a call record.'],
        ['list_queues', 'List the call queues.']
      ].map(([name, own]) => ({
        name,
        description: `${own}\n\nAcme - Api: This is the public Acme REST API. It is versioned by date and served over HTTPS only. Errors are returned as JSON objects with a numeric code, a message and a link to the documentation.`,
        inputSchema: { type: 'object', properties: {} }
      }))
    },
    good: {
      tools: [
        ['list_calls', 'List the calls of the account.'],
        ['get_call', 'Get one call by its SID.'],
        ['delete_call', 'Delete a call record.'],
        ['list_queues', 'List the call queues.']
      ].map(([name, own]) => ({
        name,
        description: `${own} Requires admin scope.`,
        inputSchema: { type: 'object', properties: {} }
      }))
    },
    severityRationale: 'Hint: tokens spent on every request and a model told nothing, never a wrong call.'
  },
  messages: {
    pasted:
      'the description carries "{{text}}" ({{words}} words, about {{tokens}} tokens), pasted into {{carriers}} of the server\'s {{serverTools}} tools: about {{total}} tokens a listing'
  },
  suggestions: {
    pasted: "say it once, in the server's instructions; keep what is true of this tool"
  },
  checkCatalog({ tools, tokens }) {
    const found = boilerplate(tools);
    const estimate = (b: Boilerplate) => {
      const chars = b.spans.reduce((n, s) => n + s.chars, 0);
      const cl100k = tokens[b.tool]?.cl100k ?? 0;
      return cl100k > 0
        ? Math.max(1, Math.round((cl100k * chars) / Math.max(1, surfaceChars(tools[b.tool]))))
        : Math.round(chars / 4);
    };
    const costed = found.map((b) => ({ ...b, tokens: estimate(b), server: tools[b.tool].server ?? '' }));
    const total = new Map<string, number>();
    for (const b of costed) total.set(b.server, (total.get(b.server) ?? 0) + b.tokens);
    return costed
      .filter((b) => (total.get(b.server) ?? 0) >= MIN_SERVER_TOKENS)
      .map(
        (b): CatalogRawFinding<'pasted'> => ({
          tool: b.tool,
          messageId: 'pasted',
          data: {
            text: excerpt(b.spans.map((s) => s.text).join(' … '), 120),
            words: Math.round(b.spans.reduce((n, s) => n + s.words, 0)),
            tokens: b.tokens,
            carriers: b.carriers,
            serverTools: b.serverTools,
            total: total.get(b.server) ?? 0
          },
          pointer: '/description',
          related: [{ tool: b.also, pointer: '/description' }]
        })
      );
  }
});
