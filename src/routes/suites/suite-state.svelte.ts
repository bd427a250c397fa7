/**
 * The suites page's state: which workspace file is the suite, its problems (markers), the files
 * it names (found in the workspace or not) and the last run. Every edit re-runs the suite in the
 * worker on a latest-wins lane, so typing never queues stale runs; Run re-runs on demand.
 */
import type { SuiteDownloadFormat, SuiteProblemView, SuiteRefView, SuiteRunView } from '#core/api/suite-view';
import { baseName, saveText } from '$lib/download';
import type { EditorMarker } from '$lib/monaco/types';
import type { CoreClient } from '$lib/worker/client';
import { fileAt, filesOfKind, type WorkspaceFile } from '$lib/workspace/model';
import type { WorkspaceState } from '$lib/workspace/workspace.svelte';

export type SuiteRun = Extract<SuiteRunView, { ok: true }>;

const DOWNLOADS: Record<SuiteDownloadFormat, { ext: string; type: string }> = {
  json: { ext: '.report.json', type: 'application/json' },
  markdown: { ext: '.report.md', type: 'text/markdown' },
  junit: { ext: '.junit.xml', type: 'application/xml' },
  html: { ext: '.report.html', type: 'text/html' }
};

export class SuiteState {
  readonly #client: CoreClient;
  readonly #workspace: WorkspaceState;
  /** The suite being run (a workspace path). */
  #suitePath = $state<string | null>(null);
  #problems = $state.raw<SuiteProblemView[]>([]);
  #refs = $state.raw<SuiteRefView[]>([]);
  #run = $state.raw<SuiteRun | undefined>();
  #notice = $state<string | undefined>();
  #busy = $state(false);
  /** When the run now going started (performance.now()), for its progress line. */
  #since = $state(0);
  #runs = $state(0);
  #lastMs = $state(0);

  constructor(client: CoreClient, workspace: WorkspaceState) {
    this.#client = client;
    this.#workspace = workspace;
  }

  get suitePath(): string | null {
    return this.#suitePath;
  }
  get suite(): WorkspaceFile | undefined {
    return this.#suitePath === null ? undefined : fileAt(this.#workspace.state, this.#suitePath);
  }
  get problems(): SuiteProblemView[] {
    return this.#problems;
  }
  get refs(): SuiteRefView[] {
    return this.#refs;
  }
  get run(): SuiteRun | undefined {
    return this.#run;
  }
  get notice(): string | undefined {
    return this.#notice;
  }
  get busy(): boolean {
    return this.#busy;
  }
  get since(): number {
    return this.#since;
  }
  /** Runs applied so far; tests wait on it. */
  get runs(): number {
    return this.#runs;
  }
  get lastMs(): number {
    return this.#lastMs;
  }
  /** The last run is for an older text (the suite does not load now). */
  get stale(): boolean {
    return this.#problems.length > 0;
  }

  readonly markers: EditorMarker[] = $derived(
    this.#problems.map((p) => ({
      severity: 'error' as const,
      message: p.expected && !p.message.includes(p.expected) ? `${p.message} (expected ${p.expected})` : p.message,
      line: p.line,
      column: p.column
    }))
  );

  /** Run this suite (a workspace path); or, with none given, the active file if it is a suite, else the last suite. */
  choose(path?: string): void {
    const ws = this.#workspace.state;
    const pick =
      path ??
      (ws.active !== null && fileAt(ws, ws.active)?.kind === 'suite'
        ? ws.active
        : filesOfKind(ws, 'suite').at(-1)?.path);
    if (pick === undefined || pick === this.#suitePath) return;
    this.#suitePath = pick;
    this.#run = undefined;
    this.#problems = [];
    this.#refs = [];
  }

  /** The suite is no longer in the workspace (a new workspace, a removed file): forget it and its run, and take another suite if there is one. */
  forgetMissing(): void {
    if (this.#suitePath === null || fileAt(this.#workspace.state, this.#suitePath)) return;
    this.#suitePath = null;
    this.#run = undefined;
    this.#problems = [];
    this.#refs = [];
    this.#notice = undefined;
    this.choose();
  }

  dismissNotice(): void {
    this.#notice = undefined;
  }

  /** Stops the run now going (the worker is restarted); Run or an edit starts it again. */
  stop(): void {
    this.#client.stop('The run was stopped before it finished. Run, or an edit, starts it again.');
  }

  /**
   * Runs the suite against the workspace as it is now. No time limit: the user started it and
   * sees it running, with a way to stop it (a first run on a busy machine loads the suite engine
   * and can take well over 10 s).
   */
  async runNow(): Promise<void> {
    const suite = this.suite;
    if (!suite) return;
    const files = this.#workspace.state.files.map((f) => ({ path: f.path, text: f.text }));
    if (!this.#busy) this.#since = performance.now();
    this.#busy = true;
    const outcome = await this.#client.latest(
      'suite',
      (api) => api.runSuite({ path: suite.path, text: suite.text, files }),
      { timeoutMs: Number.POSITIVE_INFINITY }
    );
    if (outcome.status === 'superseded') return;
    this.#busy = false;
    // The suite was forgotten or changed while it ran: this result is for nothing on screen.
    if (suite.path !== this.#suitePath) return;
    if (outcome.status !== 'done') {
      this.#notice = outcome.message;
      return;
    }
    this.#notice = undefined;
    this.#lastMs = outcome.ms;
    const view = outcome.value;
    if (view.ok) {
      this.#problems = [];
      this.#refs = view.refs;
      this.#run = view;
    } else this.#problems = view.errors;
    this.#runs++;
  }

  async download(format: SuiteDownloadFormat): Promise<void> {
    const run = this.#run;
    const suite = this.suite;
    if (!run || !suite) return;
    const outcome = await this.#client.call((api) => api.suiteReport(run.report, format));
    if (outcome.status !== 'done') {
      this.#notice = outcome.status === 'superseded' ? undefined : outcome.message;
      return;
    }
    const d = DOWNLOADS[format];
    saveText(outcome.value, baseName(suite.path) + d.ext, d.type);
  }
}
