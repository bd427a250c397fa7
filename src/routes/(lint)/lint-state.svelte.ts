/**
 * The lint page's state: the text being linted, the last good result, the current parse error and
 * any message about the worker. Results come from the core worker through CoreClient's
 * latest-wins lane as deltas (only the tools whose view changed); this class keeps every tool's
 * view by its position in the catalog and orders them worst first. A rune class, so other pages
 * (share links, comparisons) can hold one too.
 */
import type { TargetName } from '#core/lint/targets/evaluate';
import type { TargetsView } from '#core/api/lint-session';
import { SvelteSet } from 'svelte/reactivity';
import type { SeenVersion } from '#core/api/lint-session';
import type { DiagnosticView, LintView, SummaryView, ToolView } from '#core/api/lint-view';
import type { RuleDocView } from '#core/api/rule-docs';
import type { RulesInput } from '#core/api/lint-report';
import { sameFindings } from '#core/api/view-equality';
import { DEFAULT_TIMEOUT_MS, type CoreClient } from '$lib/worker/client';
import { TextSender, type TextSyncApi } from '$lib/worker/text-sync';
import type { CatalogEditor, EditorLanguage, EditorMarker } from '$lib/monaco/types';
import { NO_FILTER, type ToolFilter } from './tool-filter';
import type { ClientLimits } from '#core/lint/client-limits';
import type { ClientView } from '#core/lint/client-view';

export interface LintResult {
  file: string;
  summary: SummaryView;
  /** Worst first; each view carries its catalog position (`index`), unique even for duplicate names. */
  tools: ToolView[];
  /** About the catalog as a whole (duplicate ids, descriptions that are not text), as the CLI warns. */
  warnings: DiagnosticView[];
  /** The servers' instructions, linted like a description (SEC rules, the 2,048-character cut). */
  instructions?: ToolView[];
  /** The surface as the chosen client sends it (the CLI's `lint --client`). */
  clientView?: ClientView;
  /** How the chosen targets take the catalog (the CLI's `lint --target`). */
  targetsView?: TargetsView;
}
export type ParseError = Extract<LintView, { ok: false }>;

/** Files larger than this are refused before they reach the editor (10 MB of JSON is ~20k tools). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Editor markers are set in groups of this many tools, so an edit redraws one group's. */
export const MARKER_GROUP = 64;

const HINT_KEY = 'toolgauge.lint.hint-dismissed';

export class LintState {
  readonly #client: CoreClient;
  readonly #sender = new TextSender();
  #text = '';
  #tokenizersReady = false;
  #warming: Promise<void> | undefined;
  #editor: CatalogEditor | undefined;
  #canReveal = $state(false);
  #file = $state('catalog.json');
  #language = $state<EditorLanguage>('json');
  #result = $state.raw<LintResult | undefined>();
  /** Every tool's view by catalog position, and which results they come from. */
  #views: ToolView[] = [];
  #have: SeenVersion | undefined;
  /** Marker groups whose findings changed and are not yet in the editor. */
  #dirty = new Set<number>();
  #groupsDrawn = 0;
  #markerTick = $state(0);
  #error = $state.raw<ParseError | undefined>();
  #notice = $state<string | undefined>();
  #busy = $state(false);
  /** Shown only when a run is slow, so fast runs do not flicker the status on every keystroke. */
  #slow = $state(false);
  #slowTimer: ReturnType<typeof setTimeout> | undefined;
  #runs = $state(0);
  #lastMs = $state(0);
  #mode = $state<'tool' | 'catalog'>('catalog');
  #rules = $state.raw(new Map<string, RuleDocView>());
  #hint = $state(false);
  /** The rules file the lint runs with (`--rules`), or none. */
  #ruleSettings: RulesInput | undefined;
  /** Expanded tools, by catalog position. */
  readonly expanded = new SvelteSet<number>();
  /** Which tools the list shows (tool-filter.ts). */
  filter = $state<ToolFilter>({ ...NO_FILTER });
  #jumps = $state(0);
  #firstRun: () => void = () => {};
  /** Settles when the first run's outcome (a result, a parse error, a message) is applied. */
  readonly firstRun: Promise<void> = new Promise((resolve) => (this.#firstRun = resolve));
  /** Told of every new text (opened or edited), so the page can keep its workspace file in step. */
  onText:
    | ((change: { text: string; how: 'open' | 'edit' | 'paste'; file: string; fromUser: boolean }) => void)
    | undefined;

  /** The last good result is kept, dimmed, while the text does not parse or the worker failed. */
  readonly stale = $derived(this.#error !== undefined || this.#notice !== undefined);

  readonly parseMarkers: EditorMarker[] = $derived(
    this.#error
      ? this.#error.errors.map((e) => ({
          severity: 'error' as const,
          message: e.expected && !e.message.includes(e.expected) ? `${e.message} (expected ${e.expected})` : e.message,
          line: e.line,
          column: e.column
        }))
      : []
  );

  constructor(client: CoreClient) {
    this.#client = client;
  }

  /** Show the first-visit hint unless this browser dismissed it before (browser only: call on mount). */
  restoreHint(): void {
    try {
      this.#hint = globalThis.localStorage?.getItem(HINT_KEY) !== '1';
    } catch {
      this.#hint = true; // storage refused (privacy mode): show the hint
    }
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
  /** Whether the last run re-linted one tool or the whole catalog. */
  get mode(): 'tool' | 'catalog' {
    return this.#mode;
  }
  /** The first-visit hint is showing. */
  get hint(): boolean {
    return this.#hint;
  }
  /** Changes whenever some marker group needs drawing; the editor batches the drawing. */
  get markerTick(): number {
    return this.#markerTick;
  }

  dismissHint(): void {
    if (!this.#hint) return;
    this.#hint = false;
    try {
      globalThis.localStorage?.setItem(HINT_KEY, '1');
    } catch {
      // not remembered; it stays dismissed for this visit
    }
  }

  /** The next marker group to draw, with its markers; undefined when the editor is up to date. */
  takeMarkerGroup(): { group: number; markers: EditorMarker[] } | undefined {
    const next = this.#dirty.values().next();
    if (next.done) return undefined;
    const group = next.value;
    this.#dirty.delete(group);
    if (this.#error) return { group, markers: [] };
    const markers: EditorMarker[] = [];
    for (const t of this.#views.slice(group * MARKER_GROUP, (group + 1) * MARKER_GROUP)) {
      for (const f of t.findings)
        markers.push({
          severity: f.severity === 'critical' ? 'error' : f.severity === 'warning' ? 'warning' : 'info',
          message: f.message,
          code: f.rule,
          line: f.line,
          column: f.column
        });
    }
    return { group, markers };
  }

  #markAllGroups(): void {
    const groups = Math.max(this.#groupsDrawn, Math.ceil(this.#views.length / MARKER_GROUP));
    for (let g = 0; g < groups; g++) this.#dirty.add(g);
    this.#groupsDrawn = Math.ceil(this.#views.length / MARKER_GROUP);
    this.#markerTick++;
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
    this.#warming ??= this.#client
      .call((api) => api.warm(), { timeoutMs: 60_000 })
      .then((outcome) => {
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
    this.#canReveal = editor !== undefined;
  }

  /** An editor is attached, so positions can be shown in it (not on a shared report). */
  get canReveal(): boolean {
    return this.#canReveal;
  }

  /** New text from outside the editor: an example, a dropped or picked file. */
  open(text: string, file: string, fromUser = true): void {
    if (fromUser) this.dismissHint();
    this.#file = file;
    this.#language = /\.ya?ml$/i.test(file) ? 'yaml' : /\.json$/i.test(file) ? 'json' : this.#language;
    this.expanded.clear();
    this.filter = { ...NO_FILTER };
    this.#editor?.setValue(text);
    this.onText?.({ text, how: 'open', file, fromUser });
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
    this.dismissHint();
    if (!this.#file.endsWith(EDITED) && this.#file !== PASTED) this.#file += EDITED;
    this.onText?.({ text, how: 'edit', file: this.#file, fromUser: true });
    void this.#run(text);
  }

  #viewClient = $state<ClientLimits['id'] | undefined>();

  /** The client whose view of the surface the page shows, if any. */
  get viewClient(): ClientLimits['id'] | undefined {
    return this.#viewClient;
  }

  /** Show the surface as this client sends it (undefined: none), re-linting the current text. */
  setViewClient(client: ClientLimits['id'] | undefined): void {
    this.#viewClient = client;
    if (this.#runs > 0 || this.#text !== '') void this.#run(this.#text);
  }

  #targets = $state<TargetName[]>([]);

  /** The targets the page judges the catalog against (the CLI's `lint --target`). */
  get targets(): TargetName[] {
    return this.#targets;
  }

  /** Judge against these targets from now on, re-linting the current text. */
  setTargets(targets: TargetName[]): void {
    this.#targets = targets;
    if (this.#runs > 0 || this.#text !== '') void this.#run(this.#text);
  }

  /** The rule settings the lint runs with (a rules file that read), if any. */
  get rules(): RulesInput | undefined {
    return this.#ruleSettings;
  }

  /** Lint with these rule settings from now on (checked by the caller), re-linting the current text. */
  setRules(rules: RulesInput | undefined): void {
    this.#ruleSettings = rules;
    if (this.#runs > 0 || this.#text !== '') void this.#run(this.#text);
  }

  /** A paste that replaced the whole text: the catalog no longer comes from the file it was. */
  pasted(): void {
    this.#file = PASTED;
    // Told after the paste's own edit: the page turns that edit into a new file.
    this.onText?.({ text: this.#text, how: 'paste', file: PASTED, fromUser: true });
  }

  /** Move the editor to a position (a finding, a parse error). */
  goTo(line: number, column: number): void {
    this.#editor?.reveal(line, column);
  }

  /** Bumped by jumpTo: the list scrolls to its top and focuses the first row. */
  get jumps(): number {
    return this.#jumps;
  }

  /** The summary's CRITICALS / WARNINGS count: list only tools with such findings, the first one open. */
  jumpTo(severity: 'critical' | 'warning'): void {
    this.filter = { severity, query: '' };
    const first = this.#result?.tools.find((t) => (severity === 'critical' ? t.criticals : t.warnings) > 0);
    if (first) this.expanded.add(first.index);
    this.#jumps++;
  }

  toggle(index: number): void {
    if (this.expanded.has(index)) this.expanded.delete(index);
    else this.expanded.add(index);
  }

  /** The current text as a report file (html, markdown, ...), as the CLI writes it, with the file name used. */
  async reportFile(
    format: 'html' | 'markdown' | 'json' | 'sarif'
  ): Promise<{ ok: true; text: string; file: string } | { ok: false; message: string }> {
    const file = this.#file.replace(EDITED, '').replace(PASTED, `pasted.${this.#language}`);
    const outcome = await this.#client.call(
      (api) =>
        api.lintReport({
          text: this.#text,
          file,
          format,
          ...(this.#ruleSettings ? { rules: this.#ruleSettings } : {})
        }),
      { timeoutMs: DEFAULT_TIMEOUT_MS + this.#text.length / 50 }
    );
    if (outcome.status === 'superseded') return { ok: false, message: 'The report was not made; try again.' };
    if (outcome.status !== 'done')
      return {
        ok: false,
        message: outcome.status === 'stopped' ? outcome.message : `The report could not be made: ${outcome.message}`
      };
    return outcome.value.ok ? { ...outcome.value, file } : outcome.value;
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
    // Read when the request is sent, not when made: a dropped result leaves `have` where it was.
    // A first look at a big catalog (every tool parsed, linted and counted) takes longer than a
    // keystroke's re-lint; the time limit grows with the text: 5 s, plus 1 s per 100 KB.
    // A large text goes to the worker as the edit since the last one it was sent (text-sync.ts).
    const outcome = await this.#client.latest(
      'lint',
      (api) => {
        const rest = {
          file,
          tokens: 'if-loaded' as const,
          have: this.#have,
          ...(this.#ruleSettings ? { rules: this.#ruleSettings } : {}),
          ...(this.#viewClient ? { client: this.#viewClient } : {}),
          ...(this.#targets.length > 0 ? { targets: [...this.#targets] } : {})
        };
        return api.updateSynced ? this.#sender.update(api as TextSyncApi, text, rest) : api.update({ text, ...rest });
      },
      { timeoutMs: DEFAULT_TIMEOUT_MS + text.length / 100 }
    );
    if (outcome.status === 'superseded') return;
    this.#busy = false;
    clearTimeout(this.#slowTimer);
    this.#slowTimer = undefined;
    this.#slow = false;
    if (outcome.status === 'done') {
      const update = outcome.value;
      this.#notice = undefined;
      this.#lastMs = outcome.ms;
      if (update.ok) {
        const wasError = this.#error !== undefined;
        if (update.full) {
          this.#views = update.tools;
          this.#markAllGroups();
        } else {
          const views = this.#views.slice(0, update.count);
          for (const v of update.tools) {
            const before = views[v.index];
            views[v.index] = v;
            if (!before || !sameFindings(before, v)) this.#dirty.add(Math.floor(v.index / MARKER_GROUP));
          }
          this.#views = views;
          if (wasError) this.#markAllGroups();
          else if (this.#dirty.size > 0) this.#markerTick++;
        }
        this.#have = { session: update.session, version: update.version };
        this.#mode = update.mode;
        const views = this.#views;
        this.#result = {
          file: update.file,
          summary: update.summary,
          tools: update.order.map((i) => views[i]),
          warnings: update.warnings,
          ...(update.instructions ? { instructions: update.instructions } : {}),
          ...(update.clientView ? { clientView: update.clientView } : {}),
          ...(update.targetsView ? { targetsView: update.targetsView } : {})
        };
        this.#error = undefined;
        // Linted while the tokenizers were still loading, but they finished meanwhile.
        if (!update.summary.exactTokens && this.#tokenizersReady && this.#text === text) void this.#run(text);
        else if (!update.summary.exactTokens) void this.warm();
      } else {
        if (!this.#error) this.#markAllGroups();
        this.#error = update;
      }
      if (update.format) this.#language = update.format;
    } else {
      this.#notice = outcome.status === 'stopped' ? outcome.message : `The check failed: ${outcome.message}`;
      this.#sender.forget();
      if (outcome.status === 'stopped') {
        // The worker was replaced; the new one loads its tokenizers on the next warm().
        this.#tokenizersReady = false;
        this.#warming = undefined;
      }
    }
    this.#runs++;
    this.#firstRun();
  }
}

const EDITED = ' (edited)';
const PASTED = 'pasted catalog';
