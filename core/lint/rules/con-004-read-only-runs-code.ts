/** CON-004: a tool that runs code, shell commands or SQL the agent writes, annotated `readOnlyHint: true`. */
import { declaredTypes, isPlainObject } from '../tool-facts.ts';
import { defineRule } from '../types.ts';
import { scanText } from './helpers/description-text.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** Argument names that carry a program: `code`, `script`, `command`, `sql`, `javascript`, a function body. */
const CODE_ARGUMENT =
  /^(code|source_?code|script|scripts|snippet|program|command|commands|cmd|shell|bash|sh|powershell|sql|sql_?query|statement|statements|query_?sql|javascript|js|python|py|expression|function|function_?body|eval)$/i;
/** Text that says the tool runs what it is given. */
const RUNS = /\b(execut\w*|runs?|running|evaluat\w*|eval)\b/i;
/** What the argument's or tool's text says it runs, when the argument name alone does not (a `query` that is SQL). */
const MUTABLE_LANGUAGE =
  /\b(sql|shell|bash|powershell|javascript|typescript|python|node\.?js|cypher|arbitrary\s+code|code|commands?|scripts?)\b/i;
/**
 * The server keeps it read-only (a read-only transaction, SELECT only), or the language cannot
 * change anything (PromQL, DQL, JMESPath): then `readOnlyHint: true` is true.
 */
const STAYS_READ_ONLY =
  /\bread[-\s]?only\b|\bselect\s+(queries|statements)\b|\bonly\s+select\b|\b(does\s+not|cannot|can'?t|never)\s+(modify|change|write|mutate)\b|\bno\s+side[-\s]effects\b|\bdry[-\s]?run\b/i;

/** A `command` that names one of the tool's own operations (Azure's hierarchical tools) is a choice, not a program. */
const NAMES_AN_OPERATION =
  /\bsub-?commands?\b|\bcommand\s+name\b|\bname\s+of\s+the\s+(command|operation)\b|\bagainst\s+the\s+(specified|selected|given)\s+tool\b/i;

interface CodeArgument {
  name: string;
  pointer: string;
}

/** The top-level argument that carries agent-written code, if the tool runs it. */
function codeArgument(tool: { name: string; description?: unknown; inputSchema?: unknown }): CodeArgument | undefined {
  const toolText = `${tool.name.replace(/[_-]+/g, ' ')} ${typeof tool.description === 'string' ? scanText(tool.description) : ''}`;
  for (const node of walkSchema(tool.inputSchema, '/inputSchema')) {
    if (node.via !== 'property' || node.depth !== 1 || node.name === undefined || !isPlainObject(node.schema)) continue;
    const description = typeof node.schema.description === 'string' ? scanText(node.schema.description) : '';
    const byName = CODE_ARGUMENT.test(node.name);
    const byText = /query|input|text|body/i.test(node.name) && MUTABLE_LANGUAGE.test(description);
    if ((!byName && !byText) || 'enum' in node.schema || NAMES_AN_OPERATION.test(description)) continue;
    // Code is text: an array of structured actions (a PDF viewer's `commands`) is not a program.
    const types = declaredTypes(node.schema);
    if (types.length > 0 && !types.includes('string')) continue;
    if (!RUNS.test(toolText) && !RUNS.test(description)) continue;
    if (STAYS_READ_ONLY.test(toolText) || STAYS_READ_ONLY.test(description)) continue;
    return { name: node.name, pointer: node.pointer };
  }
  return undefined;
}

export const con004ReadOnlyRunsCode = defineRule({
  id: 'CON-004',
  slug: 'read-only-runs-code',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'A tool annotated `readOnlyHint: true` runs code, shell commands or SQL that the agent writes: an argument named `code`, `script`, `command`, `sql`, `function` (or a `query` described as SQL or shell) on a tool that says it executes, runs or evaluates it.',
    why:
      'Clients use `readOnlyHint` to skip the confirmation prompt: a read-only tool may run without asking the user. A tool that executes whatever the agent writes can delete files, drop tables or send requests, so the hint lets a destructive action through unapproved, and a prompt-injected agent gets a free pass. ' +
      'Decisions: a tool whose text says the server keeps it read-only ("runs a read-only SQL query", "SELECT only", "cannot modify") is left alone, and so are query languages that cannot change anything (a `query` argument is only read as code when its description names SQL, shell, JavaScript, Python or code).',
    fix: 'Set `readOnlyHint: false` (and `destructiveHint: true` if the code can delete), or make the server enforce read-only execution (a read-only transaction, a sandbox without writes) and say so in the description.',
    notes:
      '**On the corpora**: no firing on either set (1,506 tools). Eighteen real tools take agent-written code, commands or SQL (chrome-devtools evaluate_script, supabase execute_sql, kubernetes exec_in_pod, heroku pg_psql, ...); none of them is annotated read-only, and the read-only SQL tools (supabase query_logs: "a custom read-only ClickHouse SQL query") say the server keeps them so. The rule is for the servers that get this wrong.',
    bad: {
      name: 'run_script',
      description: 'Execute a JavaScript snippet in the workspace and return what it prints.',
      inputSchema: {
        type: 'object',
        properties: { code: { type: 'string', description: 'JavaScript source to run' } },
        required: ['code']
      },
      annotations: { readOnlyHint: true }
    },
    good: {
      name: 'run_script',
      description: 'Execute a JavaScript snippet in the workspace and return what it prints.',
      inputSchema: {
        type: 'object',
        properties: { code: { type: 'string', description: 'JavaScript source to run' } },
        required: ['code']
      },
      annotations: { readOnlyHint: false, destructiveHint: true }
    },
    severityRationale:
      'Warning: the hint is advisory and the tool itself works, but a wrong read-only hint removes the one safeguard clients give destructive tools.'
  },
  messages: {
    readOnlyRunsCode:
      '"{{tool}}" runs the code the agent writes in "{{argument}}" but is annotated readOnlyHint: true, so a client may run it without asking the user, whatever the code deletes or changes'
  },
  suggestions: {
    readOnlyRunsCode:
      'set readOnlyHint to false (and destructiveHint to true), or enforce read-only execution on the server and say so'
  },
  check({ tool }) {
    if (!isPlainObject(tool.annotations) || tool.annotations.readOnlyHint !== true) return [];
    const arg = codeArgument(tool);
    return arg === undefined
      ? []
      : [{ messageId: 'readOnlyRunsCode', data: { argument: arg.name }, pointer: '/annotations/readOnlyHint' }];
  }
});
