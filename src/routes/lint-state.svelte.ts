/**
 * The lint page's state: the text being linted, the last good result, the current parse error and
 * any message about the worker. Results come from the core worker through CoreClient's
 * latest-wins lane, so whatever is shown is always the newest finished run.
 */
import { SvelteSet } from 'svelte/reactivity';
import type { LintView } from '#core/api/lint-view';
import type { RuleDocView } from '#core/api/rule-docs';
import type { CoreClient } from '$lib/worker/client';
import type { CatalogEditor, EditorLanguage, EditorMarker } from '$lib/monaco/types';
import { reuseTools } from './reuse-tools.ts';

export type LintResult = Extract<LintView, { ok: true }>;
export type ParseError = Extract<LintView, { ok: false }>;

/** Files larger than this are refused before they reach the editor (10 MB of JSON is ~20k tools). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export class LintState {
  readonly #client: CoreClient;
  #text = '';
  #tokenizersReady = false;
  #warming: Promise<void> | undefined;
  #editor: CatalogEditor | undefined;
  #file = $state('catalog.json');
  #language = $state<EditorLanguage>('json');
  #result = $state.raw<LintResult | undefined>();
  /** The tools the markers were drawn from; replaced only when some tool's view changed. */
  #markerTools = $state.raw<LintResult['tools']>([]);
  #error = $state.raw<ParseError | undefined>();
  #notice = $state<string | undefined>();
  #busy = $state(false);
  /** Shown only when a run is slow, so fast runs do not flicker the status on every keystroke. */
  #slow = $state(false);
  #slowTimer: ReturnType<typeof setTimeout> | undefined;
  #runs = $state(0);
  #lastMs = $state(0);
  #rules = $state.raw(new Map<string, RuleDocView>());
  readonly expanded = new SvelteSet<string>();

  /** The last good result is kept, dimmed, while the text does not parse or the worker failed. */
  readonly stale = $derived(this.#error !== undefined || this.#notice !== undefined);

  readonly lintMarkers: EditorMarker[] = $derived(
    this.#error
      ? []
      : this.#markerTools.flatMap((t) =>
          t.findings.map((f) => ({ severity: f.severity === 'critical' ? ('error' as const) : ('warning' as const), message: f.message, code: f.rule, line: f.line, column: f.column }))
        )
  );

  readonly parseMarkers: EditorMarker[] = $derived(
    this.#error ? this.#error.errors.map((e) => ({ severity: 'error' as const, message: e.expected ? `${e.message} (expected ${e.expected})` : e.message, line: e.line, column: e.column })) : []
  );

  constructor(client: CoreClient) {
    this.#client = client;
  }

  get text(): string {
    return this.#text;
  }
  get file(): string {
    return this.#file;
  }
  get language(): EditorLanguage {
    return this.#language;
  }
  get result(): LintResult | undefined {
    return this.#result;
  }
  get error(): ParseError | undefined {
    return this.#error;
  }
  get notice(): string | undefined {
    return this.#notice;
  }
  get busy(): boolean {
    return this.#busy;
  }
  /** A run has been going for a noticeable time. */
  get slow(): boolean {
    return this.#slow;
  }
  /** How many runs have been applied; the page exposes it so tests can wait for a fresh result. */
  get runs(): number {
    return this.#runs;
  }
  get lastMs(): number {
    return this.#lastMs;
  }

  ruleDocs(id: string): RuleDocView | undefined {
    return this.#rules.get(id);
  }

  async loadRules(): Promise<void> {
    const outcome = await this.#client.call((api) => api.rules());
    if (outcome.status === 'done') this.#rules = new Map(outcome.value.map((r) => [r.id, r]));
  }

  /**
   * Load the tokenizers; when they arrive, redo the last run with exact token counts. Called
   * again after a worker restart, since a fresh worker starts without them.
   */
  warm(): Promise<void> {
    // Loading ~3 MB of BPE tables can be slow on a busy machine; it is not runaway work.
    this.#warming ??= this.#client.call((api) => api.warm(), { timeoutMs: 60_000 }).then((outcome) => {
      if (outcome.status !== 'done') {
        this.#warming = undefined;
        return;
      }
      this.#tokenizersReady = true;
      if (this.#result && !this.#result.summary.exactTokens) void this.#run(this.#text);
    });
    return this.#warming;
  }

  attachEditor(editor: CatalogEditor | undefined): void {
    this.#editor = editor;
  }

  /** New text from outside the editor: an example, a dropped or picked file. */
  open(text: string, file: string): void {
    this.#file = file;
    this.#language = /\.ya?ml$/i.test(file) ? 'yaml' : /\.json$/i.test(file) ? 'json' : this.#language;
    this.expanded.clear();
    this.#editor?.setValue(text);
    void this.#run(text);
  }

  /** A dropped or picked file: refused when too large or not text, with a message. */
  async openFile(file: File): Promise<void> {
    if (file.size > MAX_FILE_BYTES) {
      this.#notice = `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; the playground opens catalogs up to ${MAX_FILE_BYTES / 1024 / 1024} MB.`;
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      this.#notice = `${file.name} could not be read.`;
      return;
    }
    this.open(text, file.name);
  }

  /** The user typed or pasted in the editor. */
  edit(text: string): void {
    void this.#run(text);
  }

  /** Move the editor to a position (a finding, a parse error). */
  goTo(line: number, column: number): void {
    this.#editor?.reveal(line, column);
  }

  toggle(toolId: string): void {
    if (this.expanded.has(toolId)) this.expanded.delete(toolId);
    else this.expanded.add(toolId);
  }

  dismissNotice(): void {
    this.#notice = undefined;
  }

  showNotice(message: string): void {
    this.#notice = message;
  }

  async #run(text: string): Promise<void> {
    this.#text = text;
    this.#busy = true;
    this.#slowTimer ??= setTimeout(() => (this.#slow = true), 250);
    const file = this.#file;
    const outcome = await this.#client.latest('lint', (api) => api.lint({ text, file, tokens: 'if-loaded' }));
    if (outcome.status === 'superseded') return;
    this.#busy = false;
    clearTimeout(this.#slowTimer);
    this.#slowTimer = undefined;
    this.#slow = false;
    if (outcome.status === 'done') {
      const view = outcome.value;
      this.#notice = undefined;
      this.#lastMs = outcome.ms;
      if (view.ok) {
        const previous = this.#result?.tools ?? [];
        const { tools, findingsChanged } = reuseTools(previous, view.tools);
        this.#result = { ...view, tools };
        // Markers depend only on findings; a keystroke that changes a count keeps them as they are.
        if (findingsChanged || this.#error || this.#markerTools.length === 0) this.#markerTools = tools;
        this.#error = undefined;
        // Linted while the tokenizers were still loading, but they finished meanwhile.
        if (!view.summary.exactTokens && this.#tokenizersReady && this.#text === text) void this.#run(text);
        else if (!view.summary.exactTokens) void this.warm();
      } else {
        this.#error = view;
      }
      if (view.format) this.#language = view.format;
    } else {
      this.#notice = outcome.status === 'stopped' ? outcome.message : `The check failed: ${outcome.message}`;
      if (outcome.status === 'stopped') {
        // The worker was replaced; the new one loads its tokenizers on the next warm().
        this.#tokenizersReady = false;
        this.#warming = undefined;
      }
    }
    this.#runs++;
  }
}
