/**
 * The bench page's state: the spec text, the worker's view of it, and the interactive edits.
 * Opening (a new text) runs on a latest-wins lane; edits are calls in order, because they
 * accumulate in the worker and none may be skipped. Each edit answers with the intents that
 * moved under each selector; this class applies those moves to the picks it shows.
 */
import { SvelteSet } from 'svelte/reactivity';
import type {
  BenchEdit,
  BenchToolView,
  BenchView,
  IntentPickView,
  MoveView,
  SelectorEditView
} from '#core/api/bench-view';
import type { Diagnostic } from '#core/source/diagnostic';
import type { CoreClient } from '$lib/worker/client';
import { resolveWorkspaceRef } from '#core/suite/workspace-files';

/** Accuracy and recall@k as they stand under the current edits. */
export type LiveFigures = Pick<
  SelectorEditView,
  'correct' | 'retrieved' | 'accuracy' | 'ci' | 'recall_at_k' | 'recall_ci'
>;

export interface LastEdit {
  tool: string;
  label: string;
  /** Per selector, the intents that moved with this edit. */
  moves: Array<{ name: string; moves: MoveView[]; rescored: number }>;
  ms: number;
}

/** The text of the file `path` names, read relative to the spec `from` (workspace paths). */
export type ReadFile = (path: string) => Promise<string | undefined>;

export class BenchState {
  readonly #client: CoreClient;
  readonly #read: ReadFile;
  #text = $state('');
  #file = $state('spec.yml');
  #view = $state.raw<BenchView | undefined>();
  #tools = $state.raw<BenchToolView[]>([]);
  /**
   * Per selector (in view order), every intent's current pick and gold rank. Deep state: an edit
   * replaces only the moved intents' entries, so only their table cells update (a 1,000-intent
   * table is not re-rendered per click).
   */
  #picks = $state<IntentPickView[][]>([]);
  #live = $state.raw<LiveFigures[]>([]);
  /** Intents whose pick differs from the baseline, per selector (changed in place, per intent). */
  #flipped = $state.raw<Array<SvelteSet<number>>>([]);
  #last = $state.raw<LastEdit | undefined>();
  #errors = $state.raw<Diagnostic[]>([]);
  #notice = $state<string | undefined>();
  #runs = $state(0);
  #edits = $state(0);
  #busy = $state(false);

  constructor(client: CoreClient, read: ReadFile) {
    this.#client = client;
    this.#read = read;
  }

  get text() {
    return this.#text;
  }
  get file() {
    return this.#file;
  }
  get view() {
    return this.#view;
  }
  get tools() {
    return this.#tools;
  }
  get picks() {
    return this.#picks;
  }
  get live() {
    return this.#live;
  }
  get flipped() {
    return this.#flipped;
  }
  get last() {
    return this.#last;
  }
  get errors() {
    return this.#errors;
  }
  get notice() {
    return this.#notice;
  }
  get runs() {
    return this.#runs;
  }
  get edits() {
    return this.#edits;
  }
  get busy() {
    return this.#busy;
  }
  /** Errors as editor markers (those with a position in the spec itself). */
  get markers() {
    return this.#errors
      .filter((e) => e.line !== undefined && (e.file === undefined || e.file === this.#file))
      .map((e) => ({
        severity: 'error' as const,
        message: e.expected ? `${e.message} (expected ${e.expected})` : e.message,
        line: e.line!,
        column: e.column ?? 1
      }));
  }

  dismissNotice(): void {
    this.#notice = undefined;
  }

  /** A new spec text (an example, a file, typing): run it afresh, dropping every edit. */
  async open(text: string, file = this.#file): Promise<void> {
    this.#text = text;
    this.#file = file;
    this.#busy = true;
    let catalogText: string | undefined;
    let catalogFile: string | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const outcome = await this.#client.latest(
        'bench',
        (api) => api.benchOpen({ text, file, catalogText, catalogFile }),
        { timeoutMs: 60_000 }
      );
      if (outcome.status === 'superseded') return;
      this.#busy = false;
      if (outcome.status !== 'done') {
        this.#notice = outcome.message;
        return;
      }
      const r = outcome.value;
      if (r.ok) {
        this.#apply(r.view);
        return;
      }
      if (r.kind === 'errors') {
        this.#errors = r.errors;
        this.#runs++;
        return;
      }
      catalogFile = resolveWorkspaceRef(file, r.path) ?? r.path;
      catalogText = await this.#read(catalogFile);
      if (catalogText === undefined) {
        this.#errors = [
          {
            message: `catalog_path ${r.path} (${catalogFile}) is not in the workspace`,
            expected:
              'an inline catalog: (a tools/list), or the path of a catalog in the workspace or the examples, relative to the spec',
            line: 1,
            column: 1,
            file
          }
        ];
        this.#runs++;
        return;
      }
      this.#busy = true;
    }
  }

  #apply(view: BenchView): void {
    this.#view = view;
    this.#tools = view.tools;
    this.#picks = view.selectors.map((s) => s.picks);
    this.#live = view.selectors.map((s) => ({
      correct: s.baseline.correct,
      retrieved: s.baseline.retrieved,
      accuracy: s.baseline.accuracy,
      ci: s.baseline.ci,
      recall_at_k: s.baseline.recall_at_k,
      recall_ci: s.baseline.recall_ci
    }));
    this.#flipped = view.selectors.map(() => new SvelteSet());
    this.#last = undefined;
    this.#errors = [];
    this.#notice = undefined;
    this.#runs++;
  }

  /** One edit of one tool: drop a word, blank, genericize, truncate, undo one edit, or reset it. */
  async edit(edit: BenchEdit): Promise<void> {
    const view = this.#view;
    if (!view) return;
    const started = performance.now();
    const undone = edit.kind === 'undo' ? this.#tools.find((t) => t.index === edit.tool)?.edits[edit.edit] : undefined;
    const outcome = await this.#client.call((api) => api.benchEdit(view.session, edit));
    if (this.#view !== view) return; // reopened meanwhile
    if (outcome.status !== 'done') {
      this.#notice = outcome.status === 'superseded' ? undefined : outcome.message;
      return;
    }
    const r = outcome.value;
    if (!r.ok) {
      this.#notice = r.message;
      return;
    }
    this.#tools = this.#tools.map((t) => (t.index === r.tool.index ? r.tool : t));
    r.selectors.forEach((s, n) => {
      const base = view.selectors[n].picks;
      const flipped = this.#flipped[n];
      for (const m of s.moves) {
        this.#picks[n][m.intent] = { picked: m.to, correct: m.correct, rank: m.toRank };
        if (m.to === base[m.intent].picked) flipped.delete(m.intent);
        else flipped.add(m.intent);
      }
    });
    this.#live = r.selectors.map((s) => ({
      correct: s.correct,
      retrieved: s.retrieved,
      accuracy: s.accuracy,
      ci: s.ci,
      recall_at_k: s.recall_at_k,
      recall_ci: s.recall_ci
    }));
    const label =
      edit.kind === 'reset' ? 'reset' : edit.kind === 'undo' ? `undo ${undone}` : r.tool.edits[r.tool.edits.length - 1];
    this.#last = {
      tool: r.tool.id,
      label,
      moves: r.selectors.map((s) => ({ name: s.name, moves: s.moves, rescored: s.rescored })),
      ms: performance.now() - started
    };
    this.#edits++;
  }
}
