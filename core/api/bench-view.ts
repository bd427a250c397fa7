/**
 * The bench page's view of a spec: what `toolgauge bench --sweep` reports for every selector,
 * reshaped for rendering (plain, structured-clone-safe data), and the interactive edits: a
 * BenchWorkbench holds one EditSession per selector, so "drop this word" answers with the intents
 * that moved under each selector without running the bench again.
 */
import type { CatalogTool, Tool } from '../catalog/types.ts';
import { EditSession, type IntentMove } from '../bench/edit-session.ts';
import { isCorrect, prepareState } from '../bench/evaluate.ts';
import { applyMutation, mutationLabel } from '../bench/mutations/index.ts';
import { benchInput } from '../bench/bench-input.ts';
import { ABSTAIN, type SelectorName } from '../bench/selector.ts';
import { SELECTORS } from '../bench/selectors.ts';
import { readBenchSpec } from '../bench/spec.ts';
import { isContentWord, words } from '../text/terms.ts';
import type {
  BaselineReport,
  BenchSpec,
  CarryEntry,
  ConfusionEntry,
  MutationKind,
  MutationReport,
  MutationSpec
} from '../bench/types.ts';
import type { Diagnostic } from '../source/diagnostic.ts';
import { wilsonInterval } from '../stats/wilson.ts';

export interface BenchOpenRequest {
  text: string;
  file?: string;
  /** The text of the spec's `catalog_path` file, once the page has read it. */
  catalogText?: string;
  catalogFile?: string;
}

/** A piece of a description: a word the page can drop (`word`, case-folded) or the text between. */
export interface DescriptionPiece {
  text: string;
  word?: string;
}

export interface BenchToolView {
  index: number;
  id: string;
  description: string | null;
  pieces: DescriptionPiece[];
  /** The edits applied to it so far, as the CLI labels them (`drop_keyword("weather")`). */
  edits: string[];
}

export interface IntentPickView {
  picked: string | null;
  correct: boolean;
  rank: number | null;
}

export interface SelectorView {
  name: SelectorName;
  baseline: Omit<BaselineReport, 'picks'>;
  mutations: Array<MutationReport & { label: string }>;
  carry: CarryEntry[];
  confusion: ConfusionEntry[];
  /** Per intent, the baseline pick and gold rank. */
  picks: IntentPickView[];
}

export interface BenchView {
  /** Bumps with every open, so an edit names the spec it is for. */
  session: number;
  k: number;
  tools: BenchToolView[];
  intents: Array<{ query: string; gold: string[] }>;
  selectors: SelectorView[];
  warnings: Diagnostic[];
}

export type BenchOpenResult =
  | { ok: true; view: BenchView }
  | { ok: false; kind: 'errors'; errors: Diagnostic[] }
  /** The spec names a `catalog_path`: read it (relative to the spec) and open again with its text. */
  | { ok: false; kind: 'needs-catalog'; path: string };

export type BenchEdit =
  | { tool: number; kind: Exclude<MutationKind, 'truncate' | 'drop_keyword'> }
  | { tool: number; kind: 'truncate'; chars: number }
  | { tool: number; kind: 'drop_keyword'; word: string }
  | { tool: number; kind: 'reset' }
  /** Takes back one of the tool's edits (its position in `edits`), keeping the others. */
  | { tool: number; kind: 'undo'; edit: number };

export interface MoveView {
  intent: number;
  from: string | null;
  to: string | null;
  fromRank: number | null;
  toRank: number | null;
  /** Correctness before and after: a flip when they differ. */
  wasCorrect: boolean;
  correct: boolean;
}

export interface SelectorEditView {
  name: SelectorName;
  moves: MoveView[];
  correct: number;
  retrieved: number;
  accuracy: number;
  ci: [number, number];
  recall_at_k: number;
  recall_ci: [number, number];
  rescored: number;
}

export type BenchEditResult =
  | { ok: true; tool: BenchToolView; selectors: SelectorEditView[]; edited: number[] }
  | { ok: false; message: string };

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits a description into words (the droppable ones carry their folded form) and the text between. */
export function descriptionPieces(text: string | undefined): DescriptionPiece[] {
  if (text === undefined) return [];
  const out: DescriptionPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    const folded = words(m[0])[0];
    out.push(isContentWord(folded) ? { text: m[0], word: folded } : { text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

interface Open {
  session: number;
  spec: BenchSpec;
  sessions: Array<[SelectorName, EditSession]>;
  current: Tool[];
  /** Per tool, the edits applied, in order (reset empties, undo removes one). */
  applied: MutationSpec[][];
}

/** The worker's bench state: the open spec and its edit sessions. */
export class BenchWorkbench {
  #open: Open | undefined;
  #sessions = 0;

  open(request: BenchOpenRequest): BenchOpenResult {
    const read = readBenchSpec(request.text, { file: request.file });
    if (!read.ok) return { ok: false, kind: 'errors', errors: read.errors };
    const { draft } = read;
    if ('path' in draft.catalog && request.catalogText === undefined)
      return { ok: false, kind: 'needs-catalog', path: draft.catalog.path };
    const external =
      request.catalogText === undefined ? undefined : { text: request.catalogText, file: request.catalogFile };
    const result = benchInput(draft, external, { sweep: true, everySelector: true });
    if (!result.ok) return { ok: false, kind: 'errors', errors: result.errors };
    const { spec, run } = result;
    const names = run.runs.map((r) => r.name);
    const tools = spec.catalog.tools;
    const sessions = names.map((name): [SelectorName, EditSession] => [
      name,
      new EditSession(prepareState(SELECTORS[name](spec.catalog), tools, spec.intents), run.k)
    ]);
    const open: Open = {
      session: ++this.#sessions,
      spec,
      sessions,
      current: tools.map((t) => t.tool),
      applied: tools.map(() => [])
    };
    this.#open = open;
    const selectors = run.runs.map(({ name, report }): SelectorView => {
      const { picks, ...baseline } = report.baseline;
      return {
        name,
        baseline,
        mutations: report.mutations.map((m, i) => ({ ...m, label: `${m.tool} ${mutationLabel(spec.mutations[i])}` })),
        carry: report.carry ?? [],
        confusion: report.confusion ?? [],
        picks: picks.map((p) => ({ picked: p.picked, correct: p.correct, rank: p.rank }))
      };
    });
    return {
      ok: true,
      view: {
        session: open.session,
        k: run.k,
        tools: tools.map((t, index) => toolView(open, t, index)),
        intents: spec.intents.map((i) => ({ query: i.query, gold: i.gold })),
        selectors,
        warnings: result.warnings
      }
    };
  }

  /**
   * Applies one edit to one tool under every selector: edits accumulate; `reset` restores the
   * tool; `undo` takes one back by applying the others again to the original tool.
   */
  edit(session: number, edit: BenchEdit): BenchEditResult {
    const open = this.#open;
    if (!open || open.session !== session)
      return { ok: false, message: 'The bench was reopened or the worker restarted; open the spec again.' };
    const entry = open.spec.catalog.tools[edit.tool];
    if (!entry) return { ok: false, message: `There is no tool ${edit.tool}.` };
    const applied = open.applied[edit.tool];
    if (edit.kind === 'reset' || edit.kind === 'undo') {
      if (edit.kind === 'undo' && applied[edit.edit] === undefined)
        return { ok: false, message: `${entry.id} has no edit ${edit.edit + 1} to undo.` };
      open.applied[edit.tool] = edit.kind === 'reset' ? [] : applied.filter((_, i) => i !== edit.edit);
      open.current[edit.tool] = open.applied[edit.tool].reduce(applyMutation, entry.tool);
    } else {
      const spec: MutationSpec = { ...edit, tool: entry.id };
      open.current[edit.tool] = applyMutation(open.current[edit.tool], spec);
      applied.push(spec);
    }
    const now = open.current[edit.tool];
    const selectors = open.sessions.map(([name, s]): SelectorEditView => {
      const out = s.set(edit.tool, now);
      const n = s.intents;
      return {
        name,
        moves: out.moves.map((m) => moveView(open.spec.catalog.tools, s, m)),
        correct: s.correct,
        retrieved: s.retrieved,
        accuracy: n === 0 ? 0 : s.correct / n,
        ci: wilsonInterval(s.correct, n),
        recall_at_k: n === 0 ? 0 : s.retrieved / n,
        recall_ci: wilsonInterval(s.retrieved, n),
        rescored: out.rescored
      };
    });
    const edited = [...new Set(open.sessions.flatMap(([, s]) => s.edited))].sort((a, b) => a - b);
    return { ok: true, tool: toolView(open, entry, edit.tool), selectors, edited };
  }
}

function toolView(open: Open, entry: CatalogTool, index: number): BenchToolView {
  const now = open.current[index].description;
  const description = typeof now === 'string' ? now : null;
  return {
    index,
    id: entry.id,
    description,
    pieces: descriptionPieces(description ?? undefined),
    edits: open.applied[index].map(mutationLabel)
  };
}

function moveView(tools: CatalogTool[], s: EditSession, m: IntentMove): MoveView {
  const id = (t: number) => (t === ABSTAIN ? null : tools[t].id);
  return {
    intent: m.intent,
    from: id(m.fromPick),
    to: id(m.toPick),
    fromRank: m.fromRank,
    toRank: m.toRank,
    wasCorrect: isCorrect(s.state, m.intent, m.fromPick),
    correct: isCorrect(s.state, m.intent, m.toPick)
  };
}
