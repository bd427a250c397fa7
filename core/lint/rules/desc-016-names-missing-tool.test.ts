import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { desc016 as rule, nearestTool } from './desc-016-names-missing-tool.ts';

const tool = (name: string, description: string, properties: Record<string, unknown> = {}) => ({
  name,
  description,
  inputSchema: { type: 'object', properties }
});
const siblings = [
  tool('list_notification_settings', 'List notification settings.'),
  tool('get_notification_setting', 'Get a notification setting.'),
  tool('list_simulation_run_events', 'List the events of a simulation run.')
];

describe('DESC-016 names-missing-tool', () => {
  it.each([
    [
      'a plural slip (paddle)',
      'Create a setting. Alternatively, use the list_notification_setting tool to verify which exist.',
      { missing: '"list_notification_setting"', nearest: 'list_notification_settings' }
    ],
    [
      'a renamed tool (paddle)',
      'Events sent by the run can be seen using the list_simulations_events tool.',
      { missing: '"list_simulations_events"', nearest: 'list_simulation_run_events' }
    ],
    [
      'a quoted name after "call"',
      "If the id is not known, first call 'get_audit_trail'.",
      { missing: '"get_audit_trail"' }
    ],
    ['a Chinese sentence', '创建前先调用 list_audit_layers 工具查重。', { missing: '"list_audit_layers"' }],
    [
      'a backticked name the tool is likened to, in another style (cloudinary)',
      'The model is selected via the optional `model` object, exactly like `text-to-image`, but IDs differ.',
      { missing: '"text-to-image"' }
    ],
    [
      '"same as" a backticked name',
      'Takes the same filters, same as `searchAuditLayers`.',
      { missing: '"searchAuditLayers"' }
    ]
  ])('fires on %s', (_label, description, data) => {
    const catalog = { tools: [tool('create_notification_setting', description), ...siblings] };
    expect(runCatalogRule(rule, catalog)).toEqual([
      {
        tool: 'create_notification_setting',
        messageId: 'nearest' in data ? 'missingNear' : 'missing',
        data,
        pointer: '/tools/0/description',
        related: []
      }
    ]);
  });

  it('fires on an API path a sibling tool serves (runpod)', () => {
    const catalog = {
      tools: [
        tool('list-cluster-pods', 'List pods. The cluster summary (`GET /v2/clusters/{id}`) has only counts.'),
        tool('get-cluster', 'Get a cluster by id.'),
        tool('list-clusters', 'List clusters.')
      ]
    };
    expect(runCatalogRule(rule, catalog)).toEqual([
      {
        tool: 'list-cluster-pods',
        messageId: 'restPath',
        data: { where: 'the description', call: 'GET /v2/clusters/{id}', sibling: 'get-cluster' },
        pointer: '/tools/0/description',
        related: []
      }
    ]);
  });

  it.each([
    ['a sibling named exactly', 'Use the list_notification_settings tool first.'],
    ['a sibling without the server prefix', 'Use list_notification_settings first.'],
    ['its own name', 'Call create_notification_setting once per channel.'],
    ['an argument name', 'Use channel_id from the list.'],
    ['an enum value', 'Use email_digest as the type.'],
    [
      'another naming style (words, not tools)',
      'Use long-form aliases and pre-built components; use the `useUser` hook.'
    ],
    ['a name no tool verb starts', 'Use app_info for buildpack detection.'],
    ['a backticked field alone', 'Returns `total_count` and `next_cursor`.'],
    ['an API path no single sibling serves', 'See `GET /v2/notification/settings` for the list.'],
    ['likened to a sibling', 'Takes the same filters, exactly like `list_notification_settings`.'],
    ['likened to an argument', 'Validated the same as `channel_id`.'],
    ['likened to an enum value', 'Formatted like `email_digest` messages.'],
    ['a type name after "see" (runpod)', 'See `CreateNotificationRequest` for the body.'],
    ['a backticked name with no likening word', 'Returns the same shape as the webhook: `delivery_status`.']
  ])('does not fire on %s', (_label, description) => {
    const own = tool('create_notification_setting', description, {
      channel_id: { type: 'string' },
      type: { type: 'string', enum: ['email_digest', 'webhook'] }
    });
    expect(runCatalogRule(rule, { tools: [own, ...siblings] })).toEqual([]);
  });

  it('skips a server with a tool that runs other tools by name (sentry)', () => {
    const catalog = {
      tools: [
        tool('search_events', 'Search events. For issue details use get_issue_details.'),
        tool('execute_sentry_tool', 'Execute a tool by name.', { name: { type: 'string' } })
      ]
    };
    expect(runCatalogRule(rule, catalog)).toEqual([]);
  });

  it('judges each server of a bundle by its own tools', () => {
    const catalog = {
      servers: {
        billing: [
          tool('create_invoice', 'Create an invoice. Then call send_invoice to mail it.'),
          tool('send_reminder', 'Send a payment reminder.')
        ],
        mail: [tool('send_invoice', 'Send an invoice.'), tool('get_mail', 'Get mail.')]
      }
    };
    expect(runCatalogRule(rule, catalog).map((f) => [f.tool, f.data.missing])).toEqual([
      ['billing.create_invoice', '"send_invoice"']
    ]);
  });

  it('names the nearest sibling only when one is clearly nearest', () => {
    expect(nearestTool('listDocumentTabs', ['listTabs', 'listDocumentTables', 'renameTab'], '')).toBe('listTabs');
    expect(nearestTool('listDocumentTabs', ['listTabs', 'listDocuments'], '')).toBe('');
    expect(nearestTool('list_apps_on_device', ['mobile_list_apps', 'mobile_launch_app'], 'mobile_')).toBe(
      'mobile_list_apps'
    );
  });
});
