import { describe, expect, it } from 'vitest';
import { desc004 as rule, hasActionVerb, verbForms } from './desc-004-no-action-verb.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (description: unknown) => ({ name: 'customer_records', description });

describe('DESC-004 fires when a non-empty description contains no common verb', () => {
  it.each([
    ['a noun phrase', 'Customer account and billing details, per region.'],
    ['a single noun', 'Weather.'],
    ['a verb only inside another word', 'Settlement summaries overview'],
    ['verbs after the scanned prefix', 'Customer data. '.repeat(2_000) + 'Returns it.']
  ])('fires once: %s', (_label, description) => {
    expect(runRule(rule, tool(description), 'reference')).toEqual([expected(rule, 'noVerb', '/description')]);
  });

  it.each([
    ['base form', 'Get the customer records.'],
    ['-s form', 'Returns customer records.'],
    ['-es form', 'Searches customer records.'],
    ['-ies form', 'Queries customer records.'],
    ['-ing form', 'Listing customer records by account.'],
    ['doubled consonant', 'Running totals per account.'],
    ['e dropped before -ing', 'Creating invoices for customers.'],
    ['upper case', 'DELETE A CUSTOMER RECORD'],
    ['inside a snake_case name', 'Wrapper around get_customer for accounts.'],
    ['empty (DESC-001 covers it)', ''],
    ['absent', undefined],
    ['not a string', 12]
  ])('does not fire: %s', (_label, description) => {
    expect(runRule(rule, tool(description), 'reference')).toEqual([]);
  });

  it('inflects verbs with -s, -es, -ies, -ing and -ed', () => {
    expect(verbForms('query')).toEqual(expect.arrayContaining(['query', 'querys', 'queries', 'querying', 'queried']));
    expect(verbForms('create')).toEqual(expect.arrayContaining(['creates', 'creating', 'created']));
    expect(verbForms('stop')).toEqual(expect.arrayContaining(['stops', 'stopping', 'stopped']));
  });

  it('matches whole words only', () => {
    expect(hasActionVerb('Gettysburg address archive')).toBe(true); // "archive" is a verb
    expect(hasActionVerb('Gettysburg address')).toBe(false);
  });
});

describe('DESC-004, recommended preset: a verb in the name or a readOnlyHint says what kind of action it is', () => {
  it.each([
    [{ name: 'get-user-profile', description: 'Profile details of the current user.' }],
    [{ name: 'profile', description: 'Profile details of the current user.', annotations: { readOnlyHint: true } }]
  ])('does not fire on %j', (t) => {
    expect(runRule(rule, t)).toEqual([]);
    expect(runRule(rule, t, 'reference')).toHaveLength(1);
  });
  it('still fires on a noun-only name and description', () => {
    expect(runRule(rule, { name: 'profile', description: 'Profile details of the current user.' })).toHaveLength(1);
  });
});

describe('DESC-004 knows the verbs real servers lead with (heroku, lark, sonarqube on catalogs-2)', () => {
  it.each([
    ['pipelines_promote', 'Promotes apps between pipeline stages.'],
    ['docx_v1_document_rawContent', 'Obtain the plain text content of a document.'],
    ['confirmIssue', 'Confirm a SonarQube issue.'],
    ['unconfirmIssue', 'Unconfirm a SonarQube issue.'],
    ['x', 'Reindexes the search catalog.']
  ])('%s: %j does not fire', (name, description) => {
    expect(runRule(rule, { name, description })).toEqual([]);
  });
  it('a camelCase verb in the name counts in the tuned presets', () => {
    expect(runRule(rule, { name: 'confirmIssue', description: 'SonarQube issue state.' })).toEqual([]);
    expect(runRule(rule, { name: 'confirmIssue', description: 'SonarQube issue state.' }, 'reference')).toHaveLength(1);
  });
});
