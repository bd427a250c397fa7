import { describe, expect, it } from 'vitest';
import { con004ReadOnlyRunsCode as rule } from './con-004-read-only-runs-code.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (
  name: string,
  description: string,
  properties: Record<string, unknown>,
  annotations: Record<string, unknown> = { readOnlyHint: true }
) => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
  annotations
});
const str = (description: string) => ({ type: 'string', description });

describe('CON-004 read-only-runs-code', () => {
  it.each([
    [
      'JavaScript in `code`',
      tool('run_script', 'Execute a JavaScript snippet and return its output.', { code: str('Source to run') }),
      'code'
    ],
    [
      'a function evaluated in a page',
      tool('evaluate_script', 'Evaluate JavaScript inside the page.', { function: str('A function declaration') }),
      'function'
    ],
    [
      'a shell command',
      tool('exec_in_pod', 'Execute a command in a Kubernetes pod.', { command: str('Command to execute') }),
      'command'
    ],
    [
      'SQL in a `query` argument',
      tool('run_query', 'Run a query against the database.', { query: str('The SQL statement to execute') }),
      'query'
    ],
    [
      'a `sql` argument on a tool named execute',
      tool('pg_execute_sql', 'Database access.', { sql: str('Any valid SQL') }),
      'sql'
    ]
  ])('fires on %s marked read-only', (_label, t, argument) => {
    expect(runRule(rule, t)).toEqual([expected(rule, 'readOnlyRunsCode', '/annotations/readOnlyHint', { argument })]);
  });

  it.each([
    [
      'the same tool marked not read-only',
      tool(
        'run_script',
        'Execute a JavaScript snippet.',
        { code: str('Source to run') },
        { readOnlyHint: false, destructiveHint: true }
      )
    ],
    ['no annotations', tool('run_script', 'Execute a JavaScript snippet.', { code: str('Source to run') }, {})],
    [
      'a server-enforced read-only SQL query (supabase)',
      tool('query_logs', 'Runs a custom read-only ClickHouse SQL query against the logs.', { sql: str('The query') })
    ],
    [
      'SELECT queries',
      tool('pg_execute_query', 'Execute SELECT queries and data retrieval operations.', {
        query: str('SQL SELECT to run')
      })
    ],
    [
      'a query language that cannot write (PromQL)',
      tool('prometheus_query', 'Execute a Prometheus query.', { query: str('PromQL expression') })
    ],
    ['a search query', tool('search', 'Run a search across the docs.', { query: str('Search terms') })],
    [
      'a sub-command name (Azure hierarchical tools)',
      tool('aks', 'AKS operations.', { command: str('The command to execute against the specified tool.') })
    ],
    [
      'an enum of commands',
      tool('player', 'Run a player command.', { command: { type: 'string', enum: ['play', 'pause'] } })
    ],
    [
      'an array of structured commands (pdf viewer)',
      tool('interact', 'Run commands on the viewer.', {
        commands: { type: 'array', items: { type: 'object' }, description: 'Commands to execute' }
      })
    ],
    [
      'code that is read, not run',
      tool('format_code', 'Format source code and return it.', { code: str('Source to format') })
    ]
  ])('does not fire on %s', (_label, t) => {
    expect(runRule(rule, t)).toEqual([]);
  });
});
