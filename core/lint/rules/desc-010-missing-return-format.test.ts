import { describe, expect, it } from 'vitest';
import { desc010 as rule } from './desc-010-missing-return-format.ts';
import { expected, runRule } from './testing/one-tool.ts';

describe('DESC-010 fires when a description says nothing about what comes back and there is no outputSchema', () => {
  it.each([
    ['an action only', 'Reopen a closed ticket and notify its watchers.'],
    ['a word that only contains a signal', 'Mark the resultset stale.'],
    ['outputSchema is null', 'Reopen a closed ticket.', { outputSchema: null }]
  ] as Array<[string, string, Record<string, unknown>?]>)('fires once: %s', (_label, description, extra = {}) => {
    expect(runRule(rule, { name: 'reopen_ticket', description, ...extra }, 'reference')).toEqual([
      expected(rule, 'noReturn', '/description')
    ]);
  });

  it.each([
    ['returns', 'Reopen a ticket. Returns the ticket.'],
    ['result', 'Reopen a ticket; the result is the ticket.'],
    ['output', 'Reopen a ticket and output its new state.'],
    ['response', 'Reopen a ticket. The response holds its id.'],
    ['gives back', 'Reopen a ticket and give back its id.'],
    ['an outputSchema', 'Reopen a ticket.', { outputSchema: { type: 'object' } }],
    ['empty description', ''],
    ['absent description', undefined],
    ['description not a string', { returns: false }]
  ] as Array<[string, unknown, Record<string, unknown>?]>)('does not fire: %s', (_label, description, extra = {}) => {
    expect(runRule(rule, { name: 'reopen_ticket', description, ...extra })).toEqual([]);
  });
});

describe('DESC-010, recommended preset: a read or a plain mutation already says what comes back', () => {
  it.each([
    ['Get detailed information about a tag'],
    ['List templates with their numeric template_id'],
    ['[📦 LOCAL PACKAGES] Search the installed packages'],
    ['Delete a queue'],
    ['Create or update a single file in a GitHub repository']
  ])('does not fire on %j', (description) => {
    expect(runRule(rule, { name: 't', description })).toEqual([]);
    expect(runRule(rule, { name: 't', description }, 'reference')).toEqual([
      expected(rule, 'noReturn', '/description')
    ]);
  });

  it.each([
    ['Run an aggregation against a MongoDB collection'],
    ['Generate a bar chart from the given series.'],
    ['Clone a table within the document.']
  ])('still fires on %j (the form of what it produces matters and is unsaid)', (description) => {
    expect(runRule(rule, { name: 't', description })).toEqual([expected(rule, 'noReturn', '/description')]);
  });

  // catalogs-2: results that are obvious or already stated (bitbucket, dynatrace, neon, heroku, resend, prometheus).
  it.each([
    ['bb_clone', 'Clones a repository into targetPath/repoSlug.'],
    ['verify_dql', 'Syntactically verify a DQL statement before executing it.'],
    [
      'complete_database_migration',
      'Complete a database migration: apply it to the main branch and delete the temporary branch.'
    ],
    ['get_app_logs', 'App logs: monitor, debug and filter.'],
    ['verify-domain', 'Start verifying a domain; verification is asynchronous and the domain shows pending.'],
    ['prometheus_query_range', 'Execute a PromQL range query.'],
    ['reopen_ticket', 'Reopen a closed ticket and notify its watchers.']
  ])('does not fire on %s: %j', (name, description) => {
    expect(runRule(rule, { name, description })).toEqual([]);
  });
});

describe('DESC-010, recommended preset: Chinese, Japanese and Korean descriptions that say what comes back', () => {
  it.each([
    ['queryCloudRun', '执行云托管查询。返回的服务信息包括服务名称、状态和访问类型。'], // cloudbase queryCloudRun, reduced
    ['deployBuild', '对 hosting 项目执行本地构建，先本地构建产物，再预演。'], // cloudbase deployBuild: "build artifacts"
    ['export_report', 'レポートを出力し、ファイルのURLを返します。'],
    ['run_analysis', '분석을 실행하고 결과를 반환합니다.']
  ])('does not fire on %s: %j', (name, description) => {
    expect(runRule(rule, { name, description })).toEqual([]);
  });

  it('still fires when a producing tool says nothing of its result (baidu-map map_poi_extract "POI smart tagging")', () => {
    expect(runRule(rule, { name: 'map_poi_extract', description: 'POI智能标注' })).toEqual([
      expected(rule, 'noReturn', '/description')
    ]);
  });
});
