/** `lint --target NAME,...`: the option, and the targets in effect (the flag beats a rules file's or the config's `target:`). */
import { parseTargetList, TARGET_NAMES, type TargetName } from '#core/lint/targets/evaluate';
import { UsageError } from '../cli/errors.ts';

export const TARGET_OPTION = {
  target: {
    type: 'string',
    description: `judge each tool (and the catalog, for per-request limits) against where it is sent: ${TARGET_NAMES.join(', ')}; comma-separated; beats a rules file's or the config's target: (see docs/targets.md)`,
    value: 'NAMES'
  }
} as const;

/** The targets to lint with; an unknown name is a usage error (exit 2) listing the targets. */
export function resolveTargets(flag: unknown, fromSettings: readonly TargetName[] | undefined): TargetName[] {
  if (typeof flag !== 'string') return [...(fromSettings ?? [])];
  const list = parseTargetList(flag);
  if (!list.ok) throw new UsageError(`--target: ${list.message}`);
  return list.targets;
}
