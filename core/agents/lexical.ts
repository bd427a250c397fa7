/**
 * `model: lexical` (and `model: bm25`, `model: fastmcp-bm25`), the built-in deterministic agents: the bench's selector
 * (core/bench/selector.ts, our BM25, or FastMCP's BM25 search transform exactly) picks one tool of the presented list for
 * the prompt, fill-args.ts fills its required arguments, the agent calls it once and answers with
 * the reply's text. No key, no network, no tokens: every example suite runs end to end offline.
 * When no tool shares a word with the prompt the selector abstains and the agent answers without
 * calling anything.
 */
import { pick, readQuery, ABSTAIN, type SelectorName } from '../bench/selector.ts';
import { SELECTORS } from '../bench/selectors.ts';
import type { Catalog } from '../catalog/types.ts';
import { fillArguments } from './fill-args.ts';
import type { Driver, DriverOutcome, DriverRequest } from './types.ts';

export const LEXICAL_MODEL = 'lexical';

/** The models that run a built-in selector agent, by selector. */
export const SELECTOR_MODELS: readonly SelectorName[] = ['lexical', 'bm25', 'fastmcp-bm25'];

export function selectorDriver(name: SelectorName): Driver {
  return {
    async run(req: DriverRequest): Promise<DriverOutcome> {
      const catalog: Catalog = {
        tools: req.tools.map((tool, i) => ({
          id: tool.name,
          name: tool.name,
          pointer: `/tools/${i}`,
          description: typeof tool.description === 'string' ? tool.description : undefined,
          tool
        })),
        meta: {}
      };
      const selector = SELECTORS[name](catalog);
      const choice = pick(selector, readQuery(selector, req.prompt));
      // A selector reads no model, so it spends no tokens and costs nothing.
      const free = { tokens: { input: 0, output: 0, total: 0 }, cost: 0 };
      if (choice === ABSTAIN) return { ...free, answer: 'No presented tool matches the request.' };
      const tool = req.tools[choice];
      const reply = await req.callTool(tool.name, fillArguments(req.prompt, tool));
      return { ...free, answer: reply.text };
    }
  };
}

export const lexicalDriver: Driver = selectorDriver('lexical');
