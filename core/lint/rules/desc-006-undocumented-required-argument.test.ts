import { describe, expect, it } from 'vitest';
import { desc006 as rule } from './desc-006-undocumented-required-argument.ts';
import { expected, runRule } from './testing/one-tool.ts';
import { desc021 } from './desc-021-undocumented-argument.ts';

const withSchema = (inputSchema: unknown) => ({
  name: 'assign_ticket',
  description: 'Assign a ticket. Returns it.',
  inputSchema
});

/** DESC-006 judging every argument itself, as when DESC-021 is off. */
const alone = {
  ...rule,
  options: { ...rule.options, leaveToDesc021: { ...rule.options!.leaveToDesc021, default: false } }
};

describe('DESC-006 fires once per required argument without a description', () => {
  it('fires for each undocumented required argument, in declaration order', () => {
    const schema = {
      type: 'object',
      properties: {
        assignee: { type: 'string' },
        note: { type: 'string' },
        ticket_ref: { type: 'string', description: '   ' },
        team: { type: 'string', description: 42 },
        priority: true
      },
      required: ['ticket_ref', 'assignee', 'team', 'priority']
    };
    expect(runRule(alone, withSchema(schema))).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/assignee', { argument: 'assignee' }),
      expected(rule, 'undocumented', '/inputSchema/properties/ticket_ref', { argument: 'ticket_ref' }),
      expected(rule, 'undocumented', '/inputSchema/properties/team', { argument: 'team' }),
      expected(rule, 'undocumented', '/inputSchema/properties/priority', { argument: 'priority' })
    ]);
  });

  it('escapes argument names in the pointer', () => {
    expect(runRule(alone, withSchema({ properties: { 'a/b~c': {} }, required: ['a/b~c'] }))).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/a~1b~0c', { argument: 'a/b~c' })
    ]);
  });

  it.each([
    [
      'documented required argument',
      { properties: { id: { type: 'string', description: 'Ticket id' } }, required: ['id'] }
    ],
    ['undocumented optional argument', { properties: { id: { type: 'string' } } }],
    ['required name with no property (schema rules cover it)', { properties: {}, required: ['id'] }],
    ['required is not an array', { properties: { id: { type: 'string' } }, required: 'id' }],
    ['properties is not an object', { properties: ['id'], required: ['id'] }],
    ['no schema', undefined],
    ['schema is a string', 'object']
  ])('does not fire: %s', (_label, schema) => {
    expect(runRule(alone, withSchema(schema))).toEqual([]);
  });
});

describe('DESC-006, recommended preset: an argument explained elsewhere needs no description of its own', () => {
  it.each([
    [
      'an enum argument',
      { type: 'object', properties: { mode: { type: 'string', enum: ['fast', 'full'] } }, required: ['mode'] }
    ],
    [
      'a wrapper whose fields are described',
      {
        type: 'object',
        properties: {
          body: {
            type: 'object',
            properties: {
              title: { type: 'string', description: 'Title' },
              text: { type: 'string', description: 'Text' }
            }
          }
        },
        required: ['body']
      }
    ]
  ])('does not fire on %s', (_label, schema) => {
    expect(runRule(alone, withSchema(schema))).toEqual([]);
  });

  it('does not fire when the tool text names the argument (taskmanager request_planning)', () => {
    const tool = {
      name: 'request_planning',
      description: "Register a request. You must provide 'originalRequest' and 'tasks'.",
      inputSchema: {
        type: 'object',
        properties: { originalRequest: { type: 'string' } },
        required: ['originalRequest']
      }
    };
    expect(runRule(alone, tool)).toEqual([]);
    expect(runRule(alone, tool, 'reference')).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/originalRequest', { argument: 'originalRequest' })
    ]);
  });

  it('still fires on a plain undocumented argument, and on a wrapper with an undescribed field', () => {
    expect(
      runRule(
        alone,
        withSchema({ type: 'object', properties: { assignee: { type: 'string' } }, required: ['assignee'] })
      )
    ).toHaveLength(1);
    expect(
      runRule(
        alone,
        withSchema({
          type: 'object',
          properties: { body: { type: 'object', properties: { zone: { type: 'string' } }, required: ['zone'] } },
          required: ['body']
        })
      )
    ).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/body/properties/zone', { argument: 'body.zone' })
    ]);
  });
});

describe('DESC-006 in the tuned presets: wrappers judged by what they hold, names that say it all (catalogs-2 patterns)', () => {
  const tool = (name: string, description: string, inputSchema: unknown) => ({ name, description, inputSchema });
  it.each([
    [
      'a batch wrapper whose item fields explain themselves (todoist rename_shared_labels)',
      tool('rename_shared_labels', 'Rename labels.', {
        type: 'object',
        properties: {
          items: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, new_name: { type: 'string' } },
              required: ['name', 'new_name']
            }
          }
        },
        required: ['items']
      })
    ],
    [
      'a self-explaining name (henkey-postgres tableName)',
      tool('pg_import_table_data', 'Import data from a file into a table.', {
        type: 'object',
        properties: { tableName: { type: 'string' } },
        required: ['tableName']
      })
    ],
    [
      'a bare id (todoist get_collaborators)',
      tool('get_collaborators', 'Get all collaborators for a project.', {
        type: 'object',
        properties: { id: { type: 'string' } },
        required: ['id']
      })
    ],
    [
      'the id of a named kind (project_id)',
      tool('list_tables', 'List tables.', {
        type: 'object',
        properties: { project_id: { type: 'string' } },
        required: ['project_id']
      })
    ]
  ])('does not fire on %s', (_label, t) => {
    expect(runRule(alone, t)).toEqual([]);
  });
  it('fires on a required field one level down (todoist move_projects items[].parent_id, a params wrapper)', () => {
    expect(
      runRule(
        alone,
        tool('move_projects', 'Move projects to a new parent.', {
          type: 'object',
          properties: {
            items: {
              type: 'array',
              items: {
                type: 'object',
                properties: { id: { type: 'string', description: 'Project id' }, parent_id: { type: 'string' } },
                required: ['parent_id']
              }
            }
          },
          required: ['items']
        })
      )
    ).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/items/items/properties/parent_id', {
        argument: 'items[].parent_id'
      })
    ]);
    expect(
      runRule(
        alone,
        tool('complete_job', 'Complete a job.', {
          type: 'object',
          properties: {
            params: { type: 'object', properties: { target_ref: { type: 'string' } }, required: ['target_ref'] }
          },
          required: ['params']
        })
      )
    ).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/params/properties/target_ref', {
        argument: 'params.target_ref'
      })
    ]);
  });
  it('fires once on a required wrapper whose whole subtree is undocumented', () => {
    expect(
      runRule(
        alone,
        tool('update_config', 'Update the storage config.', {
          type: 'object',
          properties: {
            config: {
              type: 'object',
              properties: { fileSizeLimit: { type: 'number' }, features: { type: 'object' } },
              required: ['fileSizeLimit', 'features']
            }
          },
          required: ['config']
        })
      )
    ).toEqual([expected(rule, 'undocumentedWrapper', '/inputSchema/properties/config', { argument: 'config' })]);
  });
  it('fires on opaque keys and a channel with no format (sonarqube key, dynatrace channel)', () => {
    expect(
      runRule(
        alone,
        tool('source_code', 'Get source code.', {
          type: 'object',
          properties: { key: { type: 'string' } },
          required: ['key']
        })
      )
    ).toHaveLength(1);
    expect(
      runRule(
        alone,
        tool('send_slack_message', 'Sends a Slack message.', {
          type: 'object',
          properties: { channel: { type: 'string' } },
          required: ['channel']
        })
      )
    ).toHaveLength(1);
  });
});

describe('DESC-006 leaves to DESC-021 what DESC-021 reports', () => {
  it('reports an argument DESC-021 reports only when told DESC-021 is off', () => {
    const t = withSchema({
      type: 'object',
      properties: { filter: { type: 'string' } },
      required: ['filter']
    });
    expect(runRule(rule, t)).toEqual([]);
    expect(runRule(desc021, t)).toEqual([
      expected(desc021, 'undocumented', '/inputSchema/properties/filter', { argument: 'filter' })
    ]);
    expect(runRule(alone, t)).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/filter', { argument: 'filter' })
    ]);
  });

  it('keeps what DESC-021 reports only on request (an opaque name): one finding, from DESC-006', () => {
    const t = withSchema({
      type: 'object',
      properties: { project_key: { type: 'string' } },
      required: ['project_key']
    });
    expect(runRule(desc021, t)).toEqual([]);
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/project_key', { argument: 'project_key' })
    ]);
  });

  it('still reports a required argument DESC-021 leaves alone', () => {
    const t = withSchema({
      type: 'object',
      properties: { assignee: { type: 'string' }, ticket_id: { type: 'string', description: 'Ticket id' } },
      required: ['assignee']
    });
    expect(runRule(desc021, t)).toEqual([]);
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/assignee', { argument: 'assignee' })
    ]);
  });
});
