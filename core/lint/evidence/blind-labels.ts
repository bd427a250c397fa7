/**
 * Reads a reviewer's blind labels: a JSON list of `{ server, tool, defects: [{ kind, pointer,
 * impact, evidence }] }`, one entry per reviewed tool (an empty `defects` list says the tool is
 * clean). Errors name the file and the JSON pointer of the bad entry, and what was expected.
 */
import { DEFECT_IMPACTS, type BlindDefect, type BlindLabel, type DefectImpact } from './recall.ts';
import { isPlainObject } from '../../source/values.ts';

export type BlindRead = { ok: true; labels: BlindLabel[] } | { ok: false; errors: string[] };

const KIND = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function readDefect(d: unknown, at: string, errors: string[]): BlindDefect | undefined {
  if (!isPlainObject(d)) {
    errors.push(`${at}: expected an object { kind, pointer, impact, evidence }`);
    return undefined;
  }
  const before = errors.length;
  if (typeof d.kind !== 'string' || !KIND.test(d.kind))
    errors.push(`${at}/kind: expected a kebab-case defect kind such as "param-undocumented"`);
  if (typeof d.pointer !== 'string' || (d.pointer !== '' && !d.pointer.startsWith('/')))
    errors.push(`${at}/pointer: expected a JSON pointer relative to the tool ("" or starting with "/")`);
  if (!DEFECT_IMPACTS.includes(d.impact as DefectImpact))
    errors.push(`${at}/impact: is ${JSON.stringify(d.impact)}; expected ${DEFECT_IMPACTS.join(', ')}`);
  if (typeof d.evidence !== 'string' || d.evidence.trim() === '')
    errors.push(`${at}/evidence: expected the reviewer's evidence, a non-empty string`);
  if (errors.length > before) return undefined;
  return {
    kind: d.kind as string,
    pointer: d.pointer as string,
    impact: d.impact as DefectImpact,
    evidence: d.evidence as string
  };
}

/** What is wrong with one entry's server, tool and defects list (after the entry's pointer), or undefined. */
function entryProblem(entry: unknown, seen: Set<string>): string | undefined {
  if (!isPlainObject(entry)) return ': expected an object { server, tool, defects }';
  const { server, tool, defects } = entry;
  if (typeof server !== 'string' || server === '') return '/server: expected the server name';
  if (typeof tool !== 'string' || tool === '') return '/tool: expected the tool name';
  if (defects === null) return '/defects: not reviewed yet (null); list the defects, or [] for a clean tool';
  if (!Array.isArray(defects)) return '/defects: expected a list (empty when the tool is clean)';
  const key = JSON.stringify([server, tool]);
  if (seen.has(key)) return `: ${server} / ${tool} is reviewed twice; merge its defects`;
  seen.add(key);
  return undefined;
}

/** A parsed blind-labels file; `file` names it in errors. */
export function readBlindLabels(value: unknown, file: string): BlindRead {
  if (!Array.isArray(value))
    return {
      ok: false,
      errors: [`${file}: expected a JSON list of { server, tool, defects: [{ kind, pointer, impact, evidence }] }`]
    };
  const errors: string[] = [];
  const labels: BlindLabel[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of value.entries()) {
    const at = `${file}: /${i}`;
    const problem = entryProblem(entry, seen);
    if (problem !== undefined) {
      errors.push(`${at}${problem}`);
      continue;
    }
    const { server, tool, defects } = entry as { server: string; tool: string; defects: unknown[] };
    const read = defects.map((d, j) => readDefect(d, `${at}/defects/${j}`, errors));
    if (read.every((d) => d !== undefined)) labels.push({ server, tool, defects: read as BlindDefect[] });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, labels };
}
