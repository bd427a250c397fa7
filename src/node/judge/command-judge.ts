/**
 * The external judge contract: any program can grade claims. For each claim toolgauge runs the
 * command once, writes one JSON object to its stdin and reads one JSON object from its stdout.
 *
 *   stdin:  { "task_id", "prompt", "claim", "answer" }
 *   stdout: { "score": 0 | 0.5 | 1, "evidence": "why" }
 *
 * A non-zero exit, a timeout, stdout that is not that JSON, or a score other than 0, 0.5 or 1 is an
 * error: the claim is then reported unscored with the reason, never guessed.
 */
import { spawn } from 'node:child_process';
import type { ClaimJudge, ClaimJudgeInput, ClaimJudgeVerdict } from '#core/atlas/judge';
import { isClaimScore } from '#core/atlas/judge';
import { registerChild, unregisterChild } from '../process/children.ts';

export interface CommandJudgeOptions {
  command: string;
  args?: string[];
  /** Per claim. Default 60 s: model-graded judges are slow. */
  timeoutMs?: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** Stdout beyond this is not a verdict; stop reading rather than buffer a runaway process. */
const MAX_OUTPUT = 1_000_000;

export class JudgeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JudgeError';
  }
}

export function parseVerdict(stdout: string): ClaimJudgeVerdict {
  let value: unknown;
  try {
    value = JSON.parse(stdout);
  } catch {
    throw new JudgeError(`the judge printed something that is not JSON: ${JSON.stringify(stdout.slice(0, 200))}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new JudgeError('the judge must print a JSON object { "score", "evidence" }');
  const { score, evidence } = value as { score?: unknown; evidence?: unknown };
  if (!isClaimScore(score))
    throw new JudgeError(`the judge returned score ${JSON.stringify(score)}; expected 0, 0.5 or 1`);
  if (typeof evidence !== 'string') throw new JudgeError('the judge must return "evidence" as a string');
  return { score, evidence };
}

export function createCommandJudge(options: CommandJudgeOptions): ClaimJudge {
  const timeout = options.timeoutMs ?? 60_000;
  return {
    judge(input: ClaimJudgeInput): Promise<ClaimJudgeVerdict> {
      return new Promise((resolve, reject) => {
        const child = spawn(options.command, options.args ?? [], {
          cwd: options.cwd,
          env: options.env ?? process.env,
          stdio: ['pipe', 'pipe', 'pipe']
        });
        // The one register of child processes: an interrupted run kills the judge too.
        if (child.pid !== undefined) {
          const pid = child.pid;
          registerChild(pid);
          child.once('exit', () => unregisterChild(pid));
        }
        let stdout = '';
        let stderr = '';
        let settled = false;
        const finish = (fn: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          fn();
        };
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          finish(() => reject(new JudgeError(`the judge did not answer within ${timeout} ms`)));
        }, timeout);
        child.stdout.setEncoding('utf8');
        child.stderr.setEncoding('utf8');
        child.stdout.on('data', (chunk: string) => {
          stdout += chunk;
          if (stdout.length > MAX_OUTPUT) {
            child.kill('SIGKILL');
            finish(() => reject(new JudgeError(`the judge printed more than ${MAX_OUTPUT} characters`)));
          }
        });
        child.stderr.on('data', (chunk: string) => {
          if (stderr.length < 4000) stderr += chunk;
        });
        child.on('error', (e) =>
          finish(() => reject(new JudgeError(`cannot run the judge '${options.command}': ${e.message}`)))
        );
        child.on('close', (code, signal) =>
          finish(() => {
            if (code !== 0) {
              reject(
                new JudgeError(
                  `the judge exited with ${signal ?? `code ${code}`}${stderr.trim() ? `: ${stderr.trim().slice(0, 500)}` : ''}`
                )
              );
              return;
            }
            try {
              resolve(parseVerdict(stdout));
            } catch (e) {
              reject(e);
            }
          })
        );
        // A judge that exits without reading stdin makes the write fail with EPIPE; the exit status reports it.
        child.stdin.on('error', () => {});
        child.stdin.end(JSON.stringify(input));
      });
    }
  };
}
