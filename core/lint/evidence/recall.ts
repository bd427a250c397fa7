/**
 * Recall, measured the way precision is: reviewers who never saw a finding list the defects of
 * sampled tools (blind labels: `{ server, tool, defects: [{ kind, pointer, impact, evidence }] }`),
 * and a defect counts as flagged when some finding of that tool is at the same place for the same
 * reason. Pure: scripts/recall-table.ts lints the corpus and reads the fixtures, then passes both in.
 *
 * Same place: the same pointer, a finding inside the defect's place (a finding on
 * `/inputSchema/properties/q` for a defect on `/inputSchema/properties`), or a finding on an
 * ancestor of it that is still one property (`/inputSchema/properties/body` for a defect on
 * `/inputSchema/properties/body/properties/ids`; not `/inputSchema` or the whole tool). A defect on
 * an object's `required` list is at the place of that object's properties (`/inputSchema/required`
 * and a finding on `/inputSchema/properties/environmentId`).
 * Same reason: the finding's rule is one of those `DEFECT_KIND_RULES` lists for the defect's kind.
 */
import type { FiringKey } from './precision-labels.ts';

export type DefectImpact = 'high' | 'medium' | 'low';
export const DEFECT_IMPACTS: readonly DefectImpact[] = ['high', 'medium', 'low'];

export interface BlindDefect {
  kind: string;
  /** JSON pointer relative to the tool (`/inputSchema/properties/q`, `/description`, `` for the tool). */
  pointer: string;
  impact: DefectImpact;
  evidence: string;
}

/** One reviewed tool: every defect the reviewer found (none is an answer too). */
export interface BlindLabel {
  server: string;
  tool: string;
  defects: BlindDefect[];
}

/**
 * The rules that address each kind of defect reviewers report. Rules named here need not be
 * registered yet (others are adding CON-005..009, DESC-016..023, TOK-004, OVL-005): an unknown id
 * never fires, so it flags nothing until it exists. A kind missing from the table is one no rule
 * addresses: its defects count, and are never flagged.
 */
export const DEFECT_KIND_RULES: Readonly<Record<string, readonly string[]>> = {
  'missing-annotations': ['DESC-012'],
  // DESC-025: reviewers call an enum list repeated word for word in prose redundant; DESC-019 and DESC-027
  // measure whitespace and pasted boilerplate, the tokens reviewers call redundant.
  'description-redundant': [
    'DESC-002',
    'DESC-017',
    'DESC-018',
    'DESC-019',
    'DESC-020',
    'DESC-025',
    'DESC-027',
    'TOK-004'
  ],
  'param-undocumented': ['DESC-006', 'DESC-015', 'DESC-021'],
  'param-format-unspecified': ['DESC-022', 'DESC-023'],
  'dangling-reference': ['DESC-005', 'DESC-014', 'DESC-016', 'OVL-004'],
  'description-vague': ['DESC-001', 'DESC-003', 'DESC-004'],
  'delimited-string-list': ['CON-009'],
  'required-with-default': ['CON-005', 'CON-012'],
  'description-contradiction': ['CON-001', 'CON-012'],
  'readonly-fields-in-input': ['CON-005'],
  'sibling-overlap': ['OVL-002', 'OVL-003', 'OVL-005'],
  'enum-description-mismatch': ['CON-007', 'DESC-007'],
  'inconsistent-example': ['CON-007'],
  'formatting-noise': ['DESC-019'],
  'title-misuse': ['DESC-024'],
  'enum-missing': ['DESC-013'],
  'description-misleading': ['CON-008'],
  'bounds-mismatch': ['CON-006'],
  'annotation-misleading': ['CON-011'],
  'param-untyped': ['SCH-001', 'SCH-006'],
  'telemetry-param': ['DESC-026'],
  'required-missing': ['CON-010'],
  'type-too-loose': ['SCH-012'],
  'param-type-wrong': ['CON-003', 'SCH-012']
};

/** The ids the table names that `registered` lacks, sorted: rules still to come. */
export function unknownKindRules(registered: ReadonlySet<string>): string[] {
  const all = new Set(Object.values(DEFECT_KIND_RULES).flat());
  return [...all].filter((id) => !registered.has(id)).sort();
}

const isWithin = (pointer: string, ancestor: string) =>
  pointer === ancestor || ancestor === '' || pointer.startsWith(`${ancestor}/`);
/** A pointer that names one property of a schema, at any depth. */
const NAMES_PROPERTY = /\/(?:properties|patternProperties)\/[^/]+/;

/** An object's `required` list, or one entry of it: `$1` is the object. */
const REQUIRED_LIST = /^(.*)\/required(?:\/\d+)?$/;

/** Whether a finding at `finding` is at the place of a defect at `defect` (both relative to the tool). */
export function samePlace(defect: string, finding: string): boolean {
  if (isWithin(finding, defect)) return true;
  // `required` lists the object's property names: a defect on it is at each property it can name.
  const list = REQUIRED_LIST.exec(defect);
  if (list && finding.startsWith(`${list[1]}/properties/`)) return true;
  return isWithin(defect, finding) && NAMES_PROPERTY.test(finding);
}

/** A finding of one tool, its pointer relative to the tool. */
export interface ToolFinding {
  rule: string;
  pointer: string;
}

/** Whether some finding flags the defect: same place, a rule that addresses its kind. */
export function defectFlagged(defect: BlindDefect, findings: readonly ToolFinding[]): boolean {
  const rules = DEFECT_KIND_RULES[defect.kind];
  if (rules === undefined) return false;
  return findings.some((f) => rules.includes(f.rule) && samePlace(defect.pointer, f.pointer));
}

/** `/tools/3/inputSchema` -> `/inputSchema`: catalog pointers made relative to their tool. */
export const toolRelative = (pointer: string) => pointer.replace(/^\/tools\/\d+/, '');

/** The presets recall is measured for. */
export type RecallPreset = 'recommended' | 'all';

export interface RecallFigures {
  defects: number;
  /** Flagged by the default `recommended` preset, and by `all` (every rule on). */
  recommended: number;
  all: number;
}

export interface RecallTable {
  /** The blind fixture's name (`catalogs-3`). */
  set: string;
  tools: number;
  byKind: Array<{ kind: string; rules: readonly string[] } & RecallFigures>;
  /** high and medium impact together, then low. */
  byImpact: Array<{ impact: 'high/medium' | 'low' } & RecallFigures>;
  total: RecallFigures;
}

/**
 * The recall table of one blind fixture against the firings of each preset on the same catalogs.
 * Firings keep their catalog pointers (`/tools/3/...`); kinds sort by defect count, then name.
 */
export function recallTable(
  set: string,
  labels: readonly BlindLabel[],
  firings: Record<RecallPreset, readonly FiringKey[]>
): RecallTable {
  const index = (list: readonly FiringKey[]) => {
    const byTool = new Map<string, ToolFinding[]>();
    for (const f of list) {
      const key = JSON.stringify([f.server, f.tool]);
      const entry = { rule: f.rule, pointer: toolRelative(f.pointer) };
      const found = byTool.get(key);
      if (found) found.push(entry);
      else byTool.set(key, [entry]);
    }
    return byTool;
  };
  const indexes = { recommended: index(firings.recommended), all: index(firings.all) };
  const zero = (): RecallFigures => ({ defects: 0, recommended: 0, all: 0 });
  const kinds = new Map<string, RecallFigures>();
  const impacts = { 'high/medium': zero(), low: zero() };
  const total = zero();
  for (const label of labels) {
    const key = JSON.stringify([label.server, label.tool]);
    for (const d of label.defects) {
      const figures = [
        kinds.get(d.kind) ?? kinds.set(d.kind, zero()).get(d.kind)!,
        impacts[d.impact === 'low' ? 'low' : 'high/medium'],
        total
      ];
      for (const preset of ['recommended', 'all'] as const) {
        if (!defectFlagged(d, indexes[preset].get(key) ?? [])) continue;
        for (const f of figures) f[preset]++;
      }
      for (const f of figures) f.defects++;
    }
  }
  return {
    set,
    tools: labels.length,
    byKind: [...kinds]
      .sort(([a, x], [b, y]) => y.defects - x.defects || a.localeCompare(b))
      .map(([kind, f]) => ({ kind, rules: DEFECT_KIND_RULES[kind] ?? [], ...f })),
    byImpact: [
      { impact: 'high/medium', ...impacts['high/medium'] },
      { impact: 'low', ...impacts.low }
    ],
    total
  };
}
