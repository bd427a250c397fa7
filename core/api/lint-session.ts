/**
 * Incremental linting for the playground's worker. A session keeps the last good parse: the
 * document, each tool's report and view, and (for JSON) where each tool's object starts and ends
 * in the text. When new text differs from the last only inside one tool's braces, only that
 * tool is parsed, linted and token-counted again; every other tool keeps its report, and
 * `lintCatalog` recomputes whatever spans the catalog (the summary, catalog-level results) from
 * the per-tool parts. Anything else (YAML, an edit across tools, a tool that no longer reads as
 * a tool, new tokenizers) falls back to a full lint, so the result is always what `lintText`
 * gives for the same text.
 *
 * Results are deltas: the tools whose view changed since the version the page says it has, the
 * worst-first order, the summary and the catalog's warnings. A page that missed a version (a
 * result it dropped, a restarted worker) names an older version and gets what it lacks.
 */
import { parseCatalogValue, type CatalogResult } from '../catalog/parse-catalog.ts';
import type { CatalogTool } from '../catalog/types.ts';
import type { Diagnostic } from '../source/diagnostic.ts';
import { scanJson } from '../source/json-scan.ts';
import { LineIndex } from '../source/line-index.ts';
import { joinPointer, resolvePointer, splitPointer } from '../source/pointer.ts';
import { parseText, type ParsedText, type TextFormat } from '../source/parse-text.ts';
import { lintCatalog, lintToolPart, type LintOptions, type ToolPart } from '../lint/lint.ts';
import { specFor } from '../lint/spec-versions.ts';
import type { Finding, LintReport, ToolReport } from '../lint/types.ts';
import type { Encoders } from '../tokens/encoders.ts';
import {
  diagnosticView,
  failureView,
  instructionsViews,
  summaryView,
  toolView,
  worstFirstOrder,
  type DiagnosticView,
  type LintView,
  type PositionView,
  type SummaryView,
  type ToolView
} from './lint-view.ts';
import { sameTool } from './view-equality.ts';
import { commonPrefix, commonSuffix } from '../text/common-affix.ts';
import type { ClientLimits } from '../lint/client-limits.ts';
import { clientView, type ClientView } from '../lint/client-view.ts';
import { evaluateTargets, type TargetName } from '../lint/targets/evaluate.ts';
import type { CatalogTargetSummary, ToolTargetVerdict } from '../lint/targets/target-types.ts';

/** The targets' verdicts as the page shows them (the CLI's `lint --target`): per catalog, and per tool by id. */
export interface TargetsView {
  catalog: Partial<Record<TargetName, CatalogTargetSummary>>;
  tools: Array<{ id: string; targets: Partial<Record<TargetName, ToolTargetVerdict>> }>;
}

/** The version of the results a page holds: which session made it and how far it got. */
export interface SeenVersion {
  session: number;
  version: number;
}

export type LintUpdate =
  | {
      ok: true;
      session: number;
      version: number;
      file: string;
      format: TextFormat;
      summary: SummaryView;
      warnings: DiagnosticView[];
      /** How many tools the catalog has. */
      count: number;
      /** True: `tools` holds every tool and replaces what the page has; false: only the changed ones. */
      full: boolean;
      /** Views of the tools that changed (each carries its `index`). */
      tools: ToolView[];
      /** Catalog positions, worst first. */
      order: number[];
      /** How the run was done: one tool re-linted, or the whole catalog. */
      mode: 'tool' | 'catalog';
      /** The servers' instructions, linted (absent when the catalog has none). */
      instructions?: ToolView[];
      /** The surface as `options.client` sends it, when asked. */
      clientView?: ClientView;
      /** How `options.targets` take the catalog, when asked. */
      targetsView?: TargetsView;
    }
  | (Extract<LintView, { ok: false }> & { session: number; version: number });

interface Slot {
  entry: CatalogTool;
  /** The tool's own findings, score and tokens; reused while its object is unchanged. */
  part: ToolPart;
  report: ToolReport;
  view: ToolView;
  /** The version in which `view` last changed. */
  stamp: number;
  /** JSON only: offsets of the tool object's `{` and `}` in the text. */
  start: number;
  end: number;
  /** Offsets, relative to `start`, of the pointers inside the tool (scanned when first needed). */
  rel?: Map<string, number>;
  /** Absolute offsets of the view's findings, in the view's order (JSON only). */
  at?: number[];
}

interface State {
  text: string;
  format: TextFormat;
  root: unknown;
  slots: Slot[];
  byPointer: Map<string, Slot>;
  exact: boolean;
  report: LintReport;
  warnings: Diagnostic[];
  lines: LineIndex | undefined;
  /** The version of the last full lint: pages holding an older version need everything. */
  base: number;
}

export interface LintSessionOptions {
  file?: string;
  encoders?: Encoders;
  have?: SeenVersion;
  /** Rule settings (the CLI's `--rules`), named by `key`: other settings re-lint everything. */
  settings?: { key: string; lint: Pick<LintOptions, 'preset' | 'spec' | 'severityFor' | 'budgets' | 'targets'> };
  /** Also answer with the surface as this client sends it. */
  client?: ClientLimits['id'];
  /** Also answer with how these targets take the catalog. */
  targets?: readonly TargetName[];
}

const START: PositionView = { line: 1, column: 1 };

/**
 * The client's view and the targets' verdicts of the catalog as it now stands (the page asks only
 * while a client or a target is chosen); the view's deferral reads the report's cl100k counts, as the CLI's does.
 */
function viewsOf(
  root: unknown,
  report: LintReport,
  client: ClientLimits['id'] | undefined,
  targets: readonly TargetName[] | undefined
): { clientView?: ClientView; targetsView?: TargetsView } {
  if (!client && !targets?.length) return {};
  const parsed = parseCatalogValue(root);
  if (!parsed.ok) return {};
  const out: { clientView?: ClientView; targetsView?: TargetsView } = {};
  if (client) out.clientView = clientView(parsed.catalog, client, { tokens: report.tools.map((t) => t.tokens.cl100k) });
  if (targets?.length) {
    const r = evaluateTargets(parsed.catalog, targets);
    out.targetsView = {
      catalog: r.catalog,
      tools: parsed.catalog.tools.map((t, i) => ({ id: t.id, targets: r.tools[i] }))
    };
  }
  return out;
}
let sessions = 0;

/** Offset of the bracket closing the object or array that opens at `start`; -1 when unbalanced. */
export function closingBracket(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // skip the string, escapes included
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
    } else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Nearest recorded ancestor of `pointer` (the pointer itself first), as `parseText`'s locate does. */
function nearestOffset(offsets: Map<string, number>, pointer: string): number | undefined {
  const exact = offsets.get(pointer);
  if (exact !== undefined) return exact;
  const segs = splitPointer(pointer);
  for (let k = segs.length - 1; k >= 0; k--) {
    const hit = offsets.get(k === 0 ? '' : joinPointer('', ...segs.slice(0, k)));
    if (hit !== undefined) return hit;
  }
  return undefined;
}

export class LintSession {
  readonly id = ++sessions;
  #version = 0;
  #state: State | undefined;
  #settingsKey = '';
  #settings: NonNullable<LintSessionOptions['settings']>['lint'] = {};

  /** Lint `text`; the delta is relative to `options.have` (everything when absent or from another session). */
  update(text: string, options: LintSessionOptions = {}): LintUpdate {
    if ((options.settings?.key ?? '') !== this.#settingsKey) {
      this.#settingsKey = options.settings?.key ?? '';
      this.#settings = options.settings?.lint ?? {};
      this.#state = undefined;
    }
    const file = options.file ?? 'catalog';
    const exact = options.encoders !== undefined;
    const prev = this.#state;
    let mode: 'tool' | 'catalog' = 'tool';
    let ok = prev !== undefined && prev.exact === exact && this.#incremental(prev, text, options.encoders);
    if (!ok) {
      mode = 'catalog';
      const failed = this.#full(text, file, options.encoders);
      if (failed) return { ...failed, session: this.id, version: this.#version };
      ok = true;
    }
    const state = this.#state!;
    const have = options.have;
    const full = !have || have.session !== this.id || have.version < state.base;
    const since = full ? -1 : have.version;
    return {
      ok: true,
      session: this.id,
      version: this.#version,
      file,
      format: state.format,
      summary: summaryView(state.report, exact),
      warnings: state.warnings.map((w) => diagnosticView(this.#place(state, w))),
      count: state.slots.length,
      full,
      tools: state.slots.filter((s) => s.stamp > since).map((s) => s.view),
      order: worstFirstOrder(state.report.tools),
      mode,
      ...(state.report.instructions ? { instructions: this.#instructions(state) } : {}),
      ...viewsOf(state.root, state.report, options.client, options.targets)
    };
  }

  /** Lints everything; returns the failure view when the text is not a catalog. */
  #full(text: string, file: string, encoders: Encoders | undefined): Extract<LintView, { ok: false }> | undefined {
    const parsed = parseText(text, { file });
    if (!parsed.ok)
      return failureView({ ok: false, errors: [parsed.error], format: parsed.format }, file, text.trim() === '');
    const catalog = parseCatalogValue(parsed.value);
    const version = ++this.#version;
    let offsets: Map<string, number> | undefined;
    let lines: LineIndex | undefined;
    const offsetOf = (pointer: string): number | undefined =>
      nearestOffset((offsets ??= scanJson(text).offsets), pointer);
    const locate = (pointer: string): PositionView => {
      if (parsed.format === 'yaml') return parsed.locate(pointer) ?? START;
      const at = offsetOf(pointer);
      return at === undefined ? START : (lines ??= new LineIndex(text)).position(at);
    };
    if (!catalog.ok) {
      this.#state = undefined;
      const placed: CatalogResult = {
        ok: false,
        format: parsed.format,
        errors: catalog.errors.map((e) => ({ ...e, ...(e.pointer !== undefined ? locate(e.pointer) : {}), file }))
      };
      return failureView(placed as Extract<CatalogResult, { ok: false }>, file);
    }
    // The per-tool rules under the version lintCatalog reports (the catalog's own protocolVersion unless asked).
    const spec = specFor(catalog.catalog.meta, this.#settings.spec).version;
    const parts = catalog.catalog.tools.map((entry, index) =>
      lintToolPart(entry, { encoders, ...this.#settings, spec }, index)
    );
    const report = lintCatalog(catalog.catalog, {
      encoders,
      ...this.#settings,
      reuse: (_entry, index) => parts[index]
    });
    const slots = catalog.catalog.tools.map((entry, index): Slot => {
      const r = report.tools[index];
      const view = toolView(r, index, locate);
      const part = parts[index];
      if (parsed.format === 'yaml') return { entry, part, report: r, view, stamp: version, start: -1, end: -1 };
      const start = offsetOf(entry.pointer) ?? -1;
      return {
        entry,
        part,
        report: r,
        view,
        stamp: version,
        start,
        end: start < 0 ? -1 : closingBracket(text, start),
        at: view.findings.map((f) => offsetOf(f.pointer) ?? start)
      };
    });
    this.#state = {
      text,
      format: parsed.format,
      root: parsed.value,
      slots,
      byPointer: new Map(slots.map((s) => [s.entry.pointer, s])),
      exact: encoders !== undefined,
      report,
      warnings: catalog.warnings,
      lines,
      base: version
    };
    this.#yamlLocate = parsed.format === 'yaml' ? parsed : undefined;
    return undefined;
  }

  #yamlLocate: ParsedText | undefined;

  /** Views of the instructions, placed afresh (they sit outside every tool; few catalogs have them). */
  #instructions(state: State): ToolView[] {
    const offsets = state.format === 'json' ? scanJson(state.text).offsets : undefined;
    const lines = (state.lines ??= new LineIndex(state.text));
    return instructionsViews(state.report, (pointer) => {
      if (!offsets) return this.#yamlLocate?.locate(pointer) ?? START;
      const at = nearestOffset(offsets, pointer);
      return at === undefined ? START : lines.position(at);
    });
  }

  /**
   * Re-lints only the tool an edit falls inside. False when that cannot be done safely; the
   * caller then lints everything.
   */
  #incremental(state: State, text: string, encoders: Encoders | undefined): boolean {
    if (state.format !== 'json') return false;
    const old = state.text;
    if (old === text) return true;
    const p = commonPrefix(old, text);
    const q = commonSuffix(old, text, p);
    const oldEnd = old.length - q;
    const k = state.slots.findIndex((s) => s.start >= 0 && s.end >= 0 && s.start < p && oldEnd <= s.end);
    if (k < 0) return false;
    const slot = state.slots[k];
    const delta = text.length - old.length;
    const piece = text.slice(slot.start, slot.end + delta + 1);
    let value: unknown;
    try {
      value = JSON.parse(piece);
    } catch {
      return false;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    // The new object is a complete JSON value where the old one was, so the whole text parses.
    const segs = splitPointer(slot.entry.pointer);
    const parent = resolvePointer(state.root, joinPointer('', ...segs.slice(0, -1)));
    if (parent === null || typeof parent !== 'object') return false;
    const previousValue = (parent as Record<string, unknown>)[segs[segs.length - 1]];
    (parent as Record<string, unknown>)[segs[segs.length - 1]] = value;
    const catalog = parseCatalogValue(state.root);
    const sameShape =
      catalog.ok &&
      catalog.catalog.tools.length === state.slots.length &&
      catalog.catalog.tools.every((t, i) => t.pointer === state.slots[i].entry.pointer);
    if (!catalog.ok || !sameShape) {
      (parent as Record<string, unknown>)[segs[segs.length - 1]] = previousValue;
      return false;
    }
    const parts = catalog.catalog.tools.map((entry, index) => {
      const s = state.slots[index];
      return index !== k && s.entry.tool === entry.tool && s.entry.id === entry.id && s.entry.pointer === entry.pointer
        ? s.part
        : lintToolPart(
            entry,
            { encoders, ...this.#settings, spec: specFor(catalog.catalog.meta, this.#settings.spec).version },
            index
          );
    });
    const report = lintCatalog(catalog.catalog, {
      encoders,
      ...this.#settings,
      reuse: (_entry, index) => parts[index]
    });
    const version = ++this.#version;
    const lines = new LineIndex(text);
    state.text = text;
    state.lines = lines;
    state.report = report;
    state.warnings = catalog.warnings;
    const before = state.slots.map((s) => s.report);
    // First every tool's new place (views below may locate pointers in any tool), then the views.
    state.slots.forEach((s, index) => {
      s.entry = catalog.catalog.tools[index];
      s.part = parts[index];
      s.report = report.tools[index];
      if (index === k) {
        s.end += delta;
        s.rel = scanJson(piece).offsets;
      } else if (s.start >= oldEnd) {
        s.start += delta;
        s.end += delta;
        s.at = s.at?.map((o) => o + delta);
      }
    });
    state.slots.forEach((s, index) => {
      // A tool the edit did not touch keeps its view, moved when the edit added or removed
      // lines above it; one whose findings changed (a catalog-level rule, the edited tool) is
      // viewed afresh.
      let view: ToolView;
      if (index !== k && sameReport(before[index], s.report)) {
        if (s.start < p) return;
        view = this.#moved(s, lines);
      } else {
        view = toolView(s.report, index, (pointer) => lines.position(this.#offsetOf(state, pointer)));
        s.at = view.findings.map((f) => this.#offsetOf(state, f.pointer));
      }
      if (!sameTool(view, s.view)) {
        s.view = view;
        s.stamp = version;
      }
    });
    return true;
  }

  /** The view of an unchanged tool at its (possibly shifted) offsets. */
  #moved(s: Slot, lines: LineIndex): ToolView {
    const tool = lines.position(s.start);
    const findings = s.view.findings.map((f, m) => ({ ...f, ...lines.position(s.at?.[m] ?? s.start) }));
    if (
      tool.line === s.view.line &&
      tool.column === s.view.column &&
      findings.every((f, m) => f.line === s.view.findings[m].line && f.column === s.view.findings[m].column)
    )
      return s.view;
    return { ...s.view, ...tool, findings };
  }

  /** Offset of a pointer inside some tool's object (JSON): found through that tool's own scan. */
  #offsetOf(state: State, pointer: string): number {
    const segs = splitPointer(pointer);
    for (let n = segs.length; n > 0; n--) {
      const slot = state.byPointer.get(joinPointer('', ...segs.slice(0, n)));
      if (!slot || slot.start < 0) continue;
      slot.rel ??= scanJson(state.text.slice(slot.start, slot.end + 1)).offsets;
      return slot.start + (nearestOffset(slot.rel, pointer.slice(slot.entry.pointer.length)) ?? 0);
    }
    return 0;
  }

  /** Position of a catalog warning: inside its tool's object, or the document's start. */
  #place(state: State, d: Diagnostic): Diagnostic {
    if (d.pointer === undefined) return d;
    if (state.format === 'yaml') return { ...d, ...(this.#yamlLocate?.locate(d.pointer) ?? START) };
    return { ...d, ...(state.lines ??= new LineIndex(state.text)).position(this.#offsetOf(state, d.pointer)) };
  }
}

/** Same findings (catalog-level ones are rebuilt every run, so compared by content), score and tokens. */
function sameReport(a: ToolReport, b: ToolReport): boolean {
  if (a.score !== b.score || a.tokens !== b.tokens || a.findings.length !== b.findings.length) return false;
  return a.findings.every((f, i) => sameFinding(f, b.findings[i]));
}

function sameFinding(a: Finding, b: Finding): boolean {
  if (a === b) return true;
  // Related locations point into other tools, which may have moved: view such findings afresh.
  if (a.related || b.related) return false;
  return (
    a.rule === b.rule &&
    a.severity === b.severity &&
    a.message === b.message &&
    a.pointer === b.pointer &&
    a.suggestion === b.suggestion
  );
}
