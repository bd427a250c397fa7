/**
 * SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: one run, every registered rule
 * as a reportingDescriptor (with help text and, when the docs base is an absolute URL, a help
 * URI), and one result per finding located in the catalog file by line and column.
 */
import { TOOLGAUGE_VERSION } from '../../version.ts';
import { DEFAULT_DOCS_BASE, RULE_LIST, ruleDocsUrl } from '../registry.ts';
import type { AnyRule, Finding, LintReport, RelatedLocation, ToolReport } from '../types.ts';
import { totalSummary } from '../totals.ts';
import { instructionsRows } from '../instructions.ts';
import type { LintEntry, LintFormatContext } from './context.ts';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

const LEVEL = { critical: 'error', warning: 'warning', hint: 'note' } as const;

/** Where the rule docs live, read back from the findings (they all share one base). */
function docsBaseOf(report: LintReport): string {
  for (const t of report.tools) {
    for (const f of t.findings) {
      const page = f.rule === 'PASS' ? 'README.md' : `${f.rule}.md`;
      if (f.docsUrl.endsWith(page)) return f.docsUrl.slice(0, -page.length);
    }
  }
  return DEFAULT_DOCS_BASE;
}

/** A link worth publishing: http(s) only. A file:// URL would leak the machine's path into a shared report. */
const isAbsoluteUri = (s: string) => /^https?:\/\//i.test(s);

/** A stable id for a finding that survives the catalog being reformatted (line moves). */
export function fingerprint(tool: ToolReport, f: Finding, salt = ''): string {
  const key = `${salt}${f.rule}\u0000${tool.id}\u0000${f.pointer.slice(tool.pointer.length)}\u0000${f.messageId}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The catalog path as a URI: a relative reference for relative paths (what code scanning wants,
 * relative to the repository root), a file:// URI for absolute ones. Forward slashes, percent-encoded.
 */
export function artifactUri(file: string): string | undefined {
  if (file === '' || file === '<stdin>') return undefined;
  const path = file.replace(/\\/g, '/').replace(/^\.\//, '');
  const encoded = encodeURI(path).replace(/[?#]/g, (c) => encodeURIComponent(c));
  if (path.startsWith('/')) return `file://${encoded}`;
  if (/^[a-zA-Z]:\//.test(path)) return `file:///${encoded}`;
  return encoded;
}

/** Another tool a catalog-level finding names (OVL: the tool it collides with), located like a result. */
function relatedLocation(r: RelatedLocation, id: number, uri: string | undefined, locate: LintFormatContext['locate']) {
  const pos = locate?.(r.pointer);
  return {
    id,
    ...(uri !== undefined
      ? {
          physicalLocation: {
            artifactLocation: { uri },
            ...(pos ? { region: { startLine: pos.line, startColumn: pos.column } } : {})
          }
        }
      : {}),
    logicalLocations: [{ fullyQualifiedName: r.toolId, kind: 'function' }],
    message: { text: r.toolId },
    properties: { pointer: r.pointer }
  };
}

function ruleDescriptor(rule: AnyRule, docsBase: string) {
  const url = ruleDocsUrl(rule, docsBase);
  const d = rule.docs;
  const text = `${d.summary}\n\nWhy: ${d.why}\n\nHow to fix: ${d.fix}${isAbsoluteUri(url) ? '' : `\n\nRule: ${rule.id}`}`;
  return {
    id: rule.id,
    name: rule.slug,
    shortDescription: { text: d.summary },
    fullDescription: { text: d.why },
    help: {
      text,
      markdown: `${d.summary}\n\n**Why.** ${d.why}\n\n**How to fix.** ${d.fix}\n\n${isAbsoluteUri(url) ? `[Rule docs](${url})` : `Rule ${rule.id}`}`
    },
    ...(isAbsoluteUri(url) ? { helpUri: url } : {}),
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { category: rule.category, tags: [rule.category, ...(rule.smell ? [rule.smell] : [])] }
  };
}

export function formatLintSarif(report: LintReport, ctx: LintFormatContext): string {
  return formatLintSarifMany([{ file: ctx.file, report, locate: ctx.locate }]);
}

/** One SARIF run for several catalogs: every finding located in its own file (one artifact each). */
export function formatLintSarifMany(entries: LintEntry[]): string {
  const docsBase = entries.length > 0 ? docsBaseOf(entries[0].report) : DEFAULT_DOCS_BASE;
  const rules = [...RULE_LIST];
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const results = [];
  const artifacts: string[] = [];
  for (const { file, report, locate } of entries) {
    const uri = artifactUri(file);
    if (uri !== undefined) artifacts.push(uri);
    for (const tool of [...report.tools, ...instructionsRows(report)]) {
      for (const f of tool.findings) {
        const pos = locate?.(f.pointer);
        const ruleIndex = index.get(f.rule);
        results.push({
          ruleId: f.rule,
          ...(ruleIndex !== undefined ? { ruleIndex } : {}),
          level: LEVEL[f.severity],
          message: { text: f.suggestion ? `${f.message}. Fix: ${f.suggestion}` : f.message },
          locations: [
            {
              ...(uri !== undefined
                ? {
                    physicalLocation: {
                      artifactLocation: { uri },
                      ...(pos ? { region: { startLine: pos.line, startColumn: pos.column } } : {})
                    }
                  }
                : {}),
              logicalLocations: [{ name: tool.name, fullyQualifiedName: tool.id, kind: 'function' }]
            }
          ],
          ...(f.related && f.related.length > 0
            ? { relatedLocations: f.related.map((r, i) => relatedLocation(r, i, uri, locate)) }
            : {}),
          partialFingerprints: { 'toolgaugeFinding/v1': fingerprint(tool, f) },
          properties: { pointer: f.pointer, toolId: tool.id, messageId: f.messageId, data: f.data }
        });
      }
    }
  }
  // Resources and prompts have no findings yet: their counts and costs ride in the run's properties.
  const contexts = entries.flatMap((e) => (e.report.context ? [{ file: e.file, context: e.report.context }] : []));
  // --target: the catalog's counts and each tool's verdict, as the JSON report has them.
  const targets = entries.flatMap((e) =>
    e.report.targets
      ? [
          {
            file: e.file,
            catalog: e.report.targets,
            tools: Object.fromEntries(e.report.tools.flatMap((t) => (t.targets ? [[t.id, t.targets]] : [])))
          }
        ]
      : []
  );
  const summary = entries.length === 1 ? entries[0].report.summary : totalSummary(entries.map((e) => e.report.summary));
  const sarif = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'toolgauge',
            version: TOOLGAUGE_VERSION,
            semanticVersion: TOOLGAUGE_VERSION,
            rules: rules.map((r) => ruleDescriptor(r, docsBase))
          }
        },
        ...(artifacts.length > 0 ? { artifacts: [...new Set(artifacts)].map((uri) => ({ location: { uri } })) } : {}),
        columnKind: 'utf16CodeUnits',
        results,
        properties: {
          summary,
          ...(contexts.length > 0 ? { context: entries.length === 1 ? contexts[0].context : contexts } : {}),
          ...(targets.length > 0 ? { targets: entries.length === 1 ? targets[0] : targets } : {})
        }
      }
    ]
  };
  return JSON.stringify(sarif, null, 2);
}
