/**
 * The `toolgauge mock` manifest, as a JSON Schema (draft-07). static/schema/mock.json is this
 * object written out for editors (`# yaml-language-server: $schema=.../mock.json`); a test keeps
 * the two identical.
 */
const content = {
  type: 'array',
  description:
    'Content blocks of the CallToolResult. Every string may use ${args.NAME} (or ${args.a.b}) to insert a call argument.',
  items: {
    type: 'object',
    description: 'One content block, e.g. { type: text, text: "..." }.',
    required: ['type'],
    properties: { type: { type: 'string', description: 'text, image, audio, resource_link or resource.' } }
  }
} as const;

const response = {
  type: 'object',
  description: 'The CallToolResult the tool returns.',
  additionalProperties: false,
  properties: {
    content,
    structuredContent: { type: 'object', description: 'Structured result (templates apply to its strings too).' },
    isError: {
      type: 'boolean',
      description: 'Return a tool-level error result (isError: true) rather than a protocol error.'
    }
  }
} as const;

const fault = {
  type: 'string',
  enum: ['hang', 'crash', 'malformed', 'oversized'],
  description:
    'hang: never answer; crash: exit mid-call (code 1); malformed: write a line that is not JSON-RPC instead of the answer; oversized: answer with a result of oversized_bytes.'
} as const;

export const mockManifestSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://toolgauge.dev/schema/mock.json',
  title: 'toolgauge mock manifest',
  description:
    'A deterministic MCP server for `toolgauge mock --tools-from FILE`: tools, canned responses, error scenarios, latency and faults.',
  type: 'object',
  additionalProperties: false,
  required: ['mock_server'],
  properties: {
    mock_server: {
      type: 'object',
      description: 'The server.',
      additionalProperties: false,
      required: ['name', 'tools'],
      properties: {
        name: { type: 'string', minLength: 1, description: 'serverInfo.name.' },
        version: { type: 'string', description: 'serverInfo.version (default 1.0.0).' },
        instructions: { type: 'string', description: 'The instructions the server sends at initialize.' },
        start_delay_ms: {
          type: 'integer',
          minimum: 0,
          description: 'Slow start: wait this long before reading the first message (stdio) or listening (HTTP).'
        },
        page_size: {
          type: 'integer',
          minimum: 1,
          description: 'List tools this many per tools/list page (nextCursor pagination).'
        },
        oversized_bytes: {
          type: 'integer',
          minimum: 1,
          description: 'Size of the text an oversized fault returns (default 20 MiB).'
        },
        initialize_fault: {
          ...fault,
          description:
            "A fault at initialize (the MCP handshake), so a client's connect path can be tested: hang, crash, malformed, or oversized (instructions of oversized_bytes)."
        },
        list_fault: {
          ...fault,
          description:
            'A fault at tools/list, so lint --stdio/--url can be tested against it: hang, crash, malformed, or oversized (a tool description of oversized_bytes).'
        },
        tools: {
          type: 'array',
          description: 'The tools the server lists and answers.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            description: 'One tool.',
            properties: {
              name: { type: 'string', minLength: 1, description: 'The tool name.' },
              title: { type: 'string', description: 'Display title.' },
              description: { type: 'string', description: 'The description agents read.' },
              input_schema: {
                type: 'object',
                description:
                  'JSON Schema of the arguments (default: an object with no declared properties). Calls are validated against it; bad arguments get an MCP InvalidParams error.'
              },
              output_schema: {
                type: 'object',
                description:
                  "JSON Schema of structuredContent. An answer whose structuredContent breaks it becomes an internal error (as the SDK's McpServer does), unless allow_invalid_output is true."
              },
              allow_invalid_output: {
                type: 'boolean',
                description:
                  'Send structuredContent that breaks output_schema as it is, like a buggy server (default false: such an answer becomes an internal error).'
              },
              annotations: {
                type: 'object',
                description: 'Tool annotations (readOnlyHint, destructiveHint, idempotentHint, openWorldHint, title).'
              },
              latency_ms: { type: 'integer', minimum: 0, description: 'Wait this long before answering.' },
              response: response,
              fault,
              scenarios: {
                type: 'array',
                description:
                  'Checked in order before the default response; the first whose `when` matches the call applies.',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  description: 'One scenario: a response, a protocol error or a fault for matching calls.',
                  properties: {
                    when: {
                      type: 'object',
                      additionalProperties: false,
                      description:
                        'Matches when every listed argument equals the call argument (omit to match every call).',
                      properties: { args: { type: 'object', description: 'Argument values to match.' } }
                    },
                    response,
                    error: {
                      type: 'object',
                      additionalProperties: false,
                      required: ['message'],
                      description: 'Answer with a JSON-RPC error instead of a result.',
                      properties: {
                        code: { type: 'integer', description: 'JSON-RPC error code (default -32603, internal error).' },
                        message: { type: 'string', description: 'The error message (templates apply).' }
                      }
                    },
                    fault,
                    latency_ms: { type: 'integer', minimum: 0, description: 'Wait this long before answering.' }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
} as const;
