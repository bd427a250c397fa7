// Generated from static/schema/v1.json by src/node/suite/gen-schema-ts.ts. Do not edit by hand.
// The `as const` copy gives json-schema-to-ts the literal types it needs.
export const suiteSchema = {
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "https://toolgauge.dev/schema/v1.json",
  "title": "toolgauge suite",
  "description": "A toolgauge test suite: tool-call tests, agent tests over recorded or live traces, and tool-description quality checks. Every relative path resolves against the folder of the suite file.",
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "name": {
      "type": "string",
      "description": "The suite's name, shown in reports."
    },
    "description": {
      "type": "string",
      "description": "What the suite checks, for the people who maintain it."
    },
    "servers": {
      "type": "object",
      "description": "MCP servers the tests talk to, by name. Each is a spawned process (command) or a remote endpoint (url).",
      "additionalProperties": {
        "$ref": "#/definitions/server"
      }
    },
    "vars": {
      "type": "object",
      "description": "Values substituted for ${vars.NAME} in tool args, prompts and commands.",
      "additionalProperties": {
        "type": [
          "string",
          "number",
          "boolean"
        ],
        "description": "A value for ${vars.NAME}."
      }
    },
    "env": {
      "type": "object",
      "description": "Environment variables passed to spawned servers and hooks; the values may use ${env.NAME} to read the caller's environment.",
      "additionalProperties": {
        "type": "string",
        "description": "One environment variable's value."
      }
    },
    "defaultTest": {
      "$ref": "#/definitions/defaultTest"
    },
    "hooks": {
      "$ref": "#/definitions/hooks"
    },
    "tools": {
      "type": "array",
      "description": "Tool-call tests: call one tool with arguments (or read a recorded result) and assert on the CallToolResult.",
      "items": {
        "$ref": "#/definitions/toolTest"
      }
    },
    "agents": {
      "type": "array",
      "description": "Agent tests: score a recorded trace (trace:, task:) or a live agent run with the metric blocks and expect: assertions.",
      "items": {
        "$ref": "#/definitions/agentTest"
      }
    },
    "tests": {
      "type": "array",
      "description": "The other spelling of agents:: entries with type: agent mean the same as an agents: entry.",
      "items": {
        "$ref": "#/definitions/typedAgentTest"
      }
    },
    "tool_quality": {
      "type": "array",
      "description": "Tool-description quality checks: lint and score a server's tools/list catalog (or a saved catalog file) and gate on the figures.",
      "items": {
        "$ref": "#/definitions/toolQualityCheck"
      }
    }
  },
  "definitions": {
    "server": {
      "description": "One MCP server: a command to spawn over stdio, or a URL for Streamable HTTP.",
      "anyOf": [
        {
          "type": "object",
          "description": "A server spawned as a child process, spoken to over stdio.",
          "additionalProperties": false,
          "required": [
            "command"
          ],
          "properties": {
            "command": {
              "type": "array",
              "minItems": 1,
              "description": "The program and its arguments, one list item each (no shell). ${vars.NAME} and ${env.NAME} interpolate.",
              "items": {
                "type": "string",
                "description": "The program (first item) or one argument."
              }
            },
            "env": {
              "type": "object",
              "description": "Extra environment variables for this server, on top of the suite's env:.",
              "additionalProperties": {
                "type": "string",
                "description": "One environment variable's value."
              }
            },
            "cwd": {
              "type": "string",
              "description": "Working folder of the process, relative to the suite file's folder (default: that folder)."
            }
          }
        },
        {
          "type": "object",
          "description": "A remote server over Streamable HTTP.",
          "additionalProperties": false,
          "required": [
            "url"
          ],
          "properties": {
            "url": {
              "type": "string",
              "description": "The server's MCP endpoint, e.g. http://127.0.0.1:8080/mcp."
            },
            "headers": {
              "type": "object",
              "description": "HTTP headers sent with every request (for example Authorization).",
              "additionalProperties": {
                "type": "string",
                "description": "One header's value."
              }
            }
          }
        }
      ]
    },
    "hookStep": {
      "description": "A hook command: a string (one program plus its arguments, split with POSIX shell rules and run without a shell; a relative program path resolves against the suite's folder) or {command, mode: context} for a hook that reads the run context as JSON on stdin and may print {env, vars, skip}. A map without mode: context is an error.",
      "anyOf": [
        {
          "type": "string",
          "description": "A plain hook: run for its effect and exit code."
        },
        {
          "type": "object",
          "description": "A context-aware hook.",
          "additionalProperties": false,
          "required": [
            "command",
            "mode"
          ],
          "properties": {
            "command": {
              "type": "string",
              "description": "The program plus its arguments (POSIX shell quoting, no shell). ${vars.NAME} and ${env.NAME} interpolate when the hook runs, so values injected by earlier context hooks apply."
            },
            "mode": {
              "type": "string",
              "enum": [
                "context"
              ],
              "description": "Must be context: the hook gets the run context on stdin and may print {env, vars, skip}."
            },
            "timeout_ms": {
              "type": "integer",
              "minimum": 1,
              "description": "This hook's time limit in milliseconds; overrides hooks.timeout_ms. When it runs out the hook's process group is killed and the hook fails."
            }
          }
        }
      ]
    },
    "hookPhase": {
      "description": "One command, or a list of commands run in order.",
      "anyOf": [
        {
          "$ref": "#/definitions/hookStep"
        },
        {
          "type": "array",
          "description": "Commands run in declaration order.",
          "items": {
            "$ref": "#/definitions/hookStep"
          }
        }
      ]
    },
    "hooks": {
      "type": "object",
      "description": "Commands run around the whole run (beforeAll, afterAll) and around each test (beforeEach, afterEach). A suite with a per-test hook runs its tests one at a time.",
      "additionalProperties": false,
      "properties": {
        "beforeAll": {
          "$ref": "#/definitions/hookPhase",
          "description": "Runs once before any test; a failure fails every test."
        },
        "afterAll": {
          "$ref": "#/definitions/hookPhase",
          "description": "Runs once after every test; a failure is reported only."
        },
        "beforeEach": {
          "$ref": "#/definitions/hookPhase",
          "description": "Runs before each test; a failure fails that test without running it."
        },
        "afterEach": {
          "$ref": "#/definitions/hookPhase",
          "description": "Runs after each test; a failure is reported only."
        },
        "timeout_ms": {
          "type": "integer",
          "minimum": 1,
          "description": "Time limit for each hook command, in milliseconds (default 60000). A hook that runs longer is killed with its process group and fails."
        }
      }
    },
    "baseMatcher": {
      "type": "object",
      "description": "How the target's value is checked: exactly one of exact, contains, icontains, regex, schema.",
      "additionalProperties": false,
      "minProperties": 1,
      "maxProperties": 1,
      "properties": {
        "exact": {
          "description": "Passes when the value deep-equals this (any JSON value)."
        },
        "contains": {
          "type": "string",
          "description": "Passes when the value (a string, or JSON text of anything else) contains this substring."
        },
        "icontains": {
          "type": "string",
          "description": "Like contains, ignoring letter case."
        },
        "regex": {
          "type": "string",
          "description": "Passes when this regular expression (JavaScript syntax, time-bounded) matches the value's text."
        },
        "schema": {
          "type": [
            "object",
            "boolean"
          ],
          "description": "Passes when the value validates against this JSON Schema, e.g. { minimum: 80 } on a number."
        }
      }
    },
    "matcher": {
      "type": "object",
      "description": "How the target's value is checked: exactly one of exact, contains, icontains, regex, schema, not.",
      "additionalProperties": false,
      "minProperties": 1,
      "maxProperties": 1,
      "properties": {
        "exact": {
          "description": "Passes when the value deep-equals this (any JSON value)."
        },
        "contains": {
          "type": "string",
          "description": "Passes when the value (a string, or JSON text of anything else) contains this substring."
        },
        "icontains": {
          "type": "string",
          "description": "Like contains, ignoring letter case."
        },
        "regex": {
          "type": "string",
          "description": "Passes when this regular expression (JavaScript syntax, time-bounded) matches the value's text."
        },
        "schema": {
          "type": [
            "object",
            "boolean"
          ],
          "description": "Passes when the value validates against this JSON Schema, e.g. { minimum: 80 } on a number."
        },
        "not": {
          "$ref": "#/definitions/baseMatcher",
          "description": "Passes when the inner matcher fails."
        }
      }
    },
    "comparison": {
      "type": "object",
      "description": "Shorthand comparison of a target's value: one or more operators, all must hold.",
      "additionalProperties": false,
      "minProperties": 1,
      "properties": {
        ">=": {
          "type": "number",
          "description": "At least this."
        },
        ">": {
          "type": "number",
          "description": "More than this."
        },
        "<=": {
          "type": "number",
          "description": "At most this."
        },
        "<": {
          "type": "number",
          "description": "Less than this."
        },
        "==": {
          "description": "Deep-equal to this."
        },
        "!=": {
          "description": "Not deep-equal to this."
        }
      }
    },
    "assertion": {
      "type": "object",
      "description": "One assertion: read target, check it with matcher.",
      "additionalProperties": false,
      "required": [
        "target",
        "matcher"
      ],
      "properties": {
        "target": {
          "type": "string",
          "minLength": 1,
          "description": "What to read: result, result.isError, result.content[0].text, result.<field>, a metric such as tool_selection.f1, or tool[\"name\"].score.",
          "examples": [
            "result",
            "result.isError",
            "result.content[0].text",
            "result.structuredContent",
            "tool_selection.f1",
            "tool_selection.precision",
            "tool_selection.recall",
            "distractors.accuracy",
            "distractors.chose_distractor",
            "distractors.certified_lower",
            "orchestration.discovery",
            "orchestration.parameterization",
            "orchestration.syntax",
            "orchestration.error_recovery",
            "orchestration.efficiency",
            "token_efficiency.f1",
            "token_efficiency.tool_surface_tokens",
            "token_efficiency.correct_selections",
            "token_efficiency.cost",
            "token_efficiency.tokens_per_correct",
            "token_efficiency.cost_per_correct",
            "claims.coverage",
            "claims.passed",
            "claims.fulfilled",
            "claims.partial",
            "claims.missed",
            "min_score",
            "mean_score",
            "criticals",
            "warnings",
            "security_criticals",
            "critical_count",
            "warning_count",
            "hint_count",
            "schema_criticals",
            "schema_warnings",
            "surface_criticals",
            "tool[\"name\"].score",
            "smells.underspecified",
            "smell_total"
          ]
        },
        "matcher": {
          "$ref": "#/definitions/matcher"
        },
        "weight": {
          "type": "number",
          "minimum": 0,
          "description": "Weight in the test's combined score (default 1). Inert unless the test has a threshold or the assertion sits in an assert-set."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "A name derivedMetrics can reference (the assertion scores 1 when it passes, 0 when it fails)."
        }
      }
    },
    "shorthand": {
      "type": "object",
      "description": "Shorthand assertion: { <target>: { \">=\": 80 } }.",
      "minProperties": 1,
      "maxProperties": 1,
      "propertyNames": {
        "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+|\\[[0-9]+\\]|\\[\"[^\"]*\"\\])*$",
        "description": "The target, such as tool_selection.f1."
      },
      "additionalProperties": {
        "$ref": "#/definitions/comparison"
      }
    },
    "assertSet": {
      "type": "object",
      "description": "An assert-set item.",
      "additionalProperties": false,
      "required": [
        "assert-set"
      ],
      "properties": {
        "assert-set": {
          "type": "object",
          "description": "A named bundle of assertions with its own threshold; it counts as one unit (its weight) in the test's score.",
          "additionalProperties": false,
          "required": [
            "assertions"
          ],
          "properties": {
            "name": {
              "type": "string",
              "minLength": 1,
              "description": "A name derivedMetrics can reference (the set scores its pass-fraction)."
            },
            "threshold": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "The set passes when its weighted pass-fraction is at or above this (default 1: every assertion)."
            },
            "weight": {
              "type": "number",
              "minimum": 0,
              "description": "Weight of the set as one unit in the test's combined score (default 1)."
            },
            "assertions": {
              "type": "array",
              "minItems": 1,
              "description": "The assertions in the set.",
              "items": {
                "anyOf": [
                  {
                    "$ref": "#/definitions/assertion"
                  },
                  {
                    "$ref": "#/definitions/shorthand"
                  }
                ]
              }
            }
          }
        }
      }
    },
    "expectItem": {
      "description": "An assertion {target, matcher}, an assert-set, or the shorthand { <target>: { <op>: value } }.",
      "anyOf": [
        {
          "$ref": "#/definitions/assertion"
        },
        {
          "$ref": "#/definitions/assertSet"
        },
        {
          "$ref": "#/definitions/shorthand"
        }
      ]
    },
    "expect": {
      "type": "array",
      "description": "Assertions checked against the result; by default every one must pass.",
      "items": {
        "$ref": "#/definitions/expectItem"
      }
    },
    "threshold": {
      "type": "number",
      "minimum": 0,
      "maximum": 1,
      "description": "Pass when the weighted pass-fraction of the assertions and assert-sets is at or above this (inclusive). Without it every item must pass."
    },
    "metricRef": {
      "type": "object",
      "description": "One term of a derived metric.",
      "additionalProperties": false,
      "required": [
        "ref"
      ],
      "properties": {
        "ref": {
          "type": "string",
          "minLength": 1,
          "description": "A named assertion (1 or 0), a named assert-set (its pass-fraction) or an earlier derived metric."
        },
        "weight": {
          "type": "number",
          "minimum": 0,
          "description": "The term's weight (default 1)."
        }
      }
    },
    "derivedMetric": {
      "type": "object",
      "description": "A named weighted aggregation over named assertions, assert-sets and earlier metrics.",
      "additionalProperties": false,
      "required": [
        "name",
        "value"
      ],
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "The metric's name in reports and rollups."
        },
        "threshold": {
          "type": "number",
          "description": "When set, the test fails if the metric is below it."
        },
        "value": {
          "type": "object",
          "description": "The aggregation: exactly one of weighted_sum, weighted_average.",
          "additionalProperties": false,
          "minProperties": 1,
          "maxProperties": 1,
          "properties": {
            "weighted_sum": {
              "type": "array",
              "minItems": 1,
              "description": "Sum of score times weight.",
              "items": {
                "$ref": "#/definitions/metricRef"
              }
            },
            "weighted_average": {
              "type": "array",
              "minItems": 1,
              "description": "Sum of score times weight, divided by the sum of weights.",
              "items": {
                "$ref": "#/definitions/metricRef"
              }
            }
          }
        }
      }
    },
    "derivedMetrics": {
      "type": "array",
      "description": "Metrics computed from named assertion and assert-set scores, in declaration order.",
      "items": {
        "$ref": "#/definitions/derivedMetric"
      }
    },
    "callToolResult": {
      "type": "object",
      "description": "An MCP CallToolResult as a server returned it: content, structuredContent, isError.",
      "properties": {
        "content": {
          "type": "array",
          "description": "Content blocks; a text block is {type: text, text}.",
          "items": {
            "type": "object",
            "description": "One content block."
          }
        },
        "structuredContent": {
          "description": "Structured output, when the tool declares an outputSchema."
        },
        "isError": {
          "type": "boolean",
          "description": "True when the tool reported an error (absent reads as false)."
        }
      }
    },
    "defaultTest": {
      "type": "object",
      "description": "A baseline merged into every tools: test: its assertions are appended after the test's own, its options apply where the test sets none.",
      "additionalProperties": false,
      "properties": {
        "server": {
          "type": "string",
          "description": "Default server for tests that name none."
        },
        "threshold": {
          "$ref": "#/definitions/threshold"
        },
        "timeout_ms": {
          "type": "integer",
          "minimum": 1,
          "description": "Default per-call timeout for live calls, in milliseconds."
        },
        "expect": {
          "$ref": "#/definitions/expect"
        }
      }
    },
    "toolTest": {
      "type": "object",
      "description": "Call one tool and assert on its CallToolResult.",
      "additionalProperties": false,
      "required": [
        "name",
        "tool"
      ],
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "The test's name, unique within the suite."
        },
        "description": {
          "type": "string",
          "description": "What the test checks."
        },
        "server": {
          "type": "string",
          "description": "The server (a key of servers:) that owns the tool."
        },
        "tool": {
          "type": "string",
          "minLength": 1,
          "description": "The tool to call."
        },
        "args": {
          "type": "object",
          "description": "Arguments for the call; ${vars.NAME} and ${env.NAME} interpolate in string values."
        },
        "recorded": {
          "description": "Evaluate offline against this result instead of calling the server: an inline CallToolResult, or the path of a JSON/YAML file holding one.",
          "anyOf": [
            {
              "type": "string",
              "description": "Path of a file holding a CallToolResult (relative to the suite file)."
            },
            {
              "$ref": "#/definitions/callToolResult"
            }
          ]
        },
        "timeout_ms": {
          "type": "integer",
          "minimum": 1,
          "description": "Per-call timeout for live calls, in milliseconds."
        },
        "expect_failure": {
          "description": "The call is expected to fail: the test passes when the server answers with a JSON-RPC error (a protocol error, such as -32602 for arguments it refuses) or with an isError: true result, and fails when the call succeeds. true accepts either kind; an object narrows it. A server that cannot be started, crashes or times out is still an error, never an expected failure. The expect: assertions then read result.error.code and result.error.message (a protocol error) or the isError result as usual.",
          "anyOf": [
            {
              "type": "boolean",
              "description": "true: a protocol error or an isError result passes; false: the same as leaving it out."
            },
            {
              "type": "object",
              "additionalProperties": false,
              "description": "Which failure passes.",
              "properties": {
                "kind": {
                  "type": "string",
                  "enum": [
                    "any",
                    "protocol_error",
                    "is_error"
                  ],
                  "description": "protocol_error: a JSON-RPC error answer; is_error: a result with isError: true; any (default): either."
                },
                "code": {
                  "type": "integer",
                  "description": "The JSON-RPC error code the protocol error must carry, e.g. -32602 (invalid params). Implies kind protocol_error."
                },
                "message": {
                  "type": "string",
                  "minLength": 1,
                  "description": "Text the failure must contain: the protocol error's message, or the text content of the isError result."
                }
              }
            }
          ]
        },
        "threshold": {
          "$ref": "#/definitions/threshold"
        },
        "expect": {
          "$ref": "#/definitions/expect"
        },
        "derivedMetrics": {
          "$ref": "#/definitions/derivedMetrics"
        }
      }
    },
    "efsClass": {
      "type": "object",
      "description": "An equal-function class: any member counts as reaching the capability.",
      "additionalProperties": false,
      "required": [
        "name",
        "members"
      ],
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "The capability's name (reported when missed)."
        },
        "members": {
          "type": "array",
          "minItems": 1,
          "description": "Tool ids: server.tool matches that qualified id only; a bare tool matches it on any server.",
          "items": {
            "type": "string",
            "minLength": 1,
            "description": "A tool id."
          }
        }
      }
    },
    "equalFunctionSets": {
      "type": "object",
      "description": "Selection F1 over equal-function classes. Targets tool_selection.f1|precision|recall (integer percents); default gate tool_selection.f1 >= 50.",
      "additionalProperties": false,
      "required": [
        "classes"
      ],
      "properties": {
        "classes": {
          "type": "array",
          "description": "The capability classes the scenario needs.",
          "items": {
            "$ref": "#/definitions/efsClass"
          }
        },
        "expect": {
          "$ref": "#/definitions/expect"
        }
      }
    },
    "toolSelection": {
      "type": "object",
      "description": "The pass^k floor across runs: a minimum selection rate and an optional per-run token cap. Not an expect block; a breach fails the test and exits 1.",
      "additionalProperties": false,
      "required": [
        "expected_tool",
        "min_selection_rate"
      ],
      "properties": {
        "expected_tool": {
          "type": "string",
          "minLength": 1,
          "description": "The tool the model should call (a run selects it when it appears among the run's calls)."
        },
        "min_selection_rate": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "The minimum fraction of runs that must select the tool."
        },
        "max_total_tokens": {
          "type": "integer",
          "minimum": 0,
          "description": "A per-run cap on total tokens; one run over it breaches the floor."
        }
      }
    },
    "distractors": {
      "type": "object",
      "description": "Distractor accuracy. Targets distractors.accuracy|chose_distractor|certified_lower; default gate distractors.accuracy >= 50.",
      "additionalProperties": false,
      "required": [
        "correct"
      ],
      "properties": {
        "count": {
          "description": "How many distractors to inject (0 is the baseline), or a list of counts for the accuracy curve.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0,
              "description": "One count."
            },
            {
              "type": "array",
              "minItems": 1,
              "description": "Several counts.",
              "items": {
                "type": "integer",
                "minimum": 0,
                "description": "One count."
              }
            }
          ]
        },
        "source": {
          "type": "object",
          "description": "Where distractors come from.",
          "additionalProperties": false,
          "required": [
            "from"
          ],
          "properties": {
            "from": {
              "type": "string",
              "enum": [
                "catalog",
                "near_duplicate"
              ],
              "description": "catalog: the bundled irrelevant tools; near_duplicate: look-alikes of the tools named in of."
            },
            "of": {
              "type": "array",
              "minItems": 1,
              "description": "Real tool names to derive near-duplicates from (required for near_duplicate).",
              "items": {
                "type": "string",
                "description": "A tool name."
              }
            }
          },
          "if": {
            "properties": {
              "from": {
                "const": "near_duplicate",
                "description": "When the source is near_duplicate, of: is required."
              }
            },
            "required": [
              "from"
            ]
          },
          "then": {
            "required": [
              "of"
            ]
          }
        },
        "correct": {
          "type": "array",
          "description": "Tool ids that count as a correct choice.",
          "items": {
            "type": "string",
            "description": "A tool id."
          }
        },
        "complexity": {
          "type": "string",
          "enum": [
            "serial",
            "parallel"
          ],
          "description": "Descriptive tag for grouping results; does not change the math."
        },
        "seed": {
          "type": "integer",
          "description": "Seed that chooses the distractors (default 0)."
        },
        "expect": {
          "$ref": "#/definitions/expect"
        }
      }
    },
    "discovery": {
      "type": "object",
      "description": "Declares the scenario name-free (the prompt names no tool or server).",
      "additionalProperties": false,
      "properties": {
        "name_free": {
          "type": "boolean",
          "description": "The prompt names no tools and no servers (default false)."
        }
      }
    },
    "orchestration": {
      "type": "object",
      "description": "The five orchestration diagnostics over the trace and the equal_function_sets classes. Targets orchestration.discovery|parameterization|syntax|error_recovery|efficiency; no default gate.",
      "additionalProperties": false,
      "properties": {
        "expect": {
          "$ref": "#/definitions/expect"
        }
      }
    },
    "tokenEfficiency": {
      "type": "object",
      "description": "Selection F1 priced in tool-surface tokens and dollars. Targets token_efficiency.f1|tool_surface_tokens|correct_selections|cost|tokens_per_correct|cost_per_correct; default gate token_efficiency.f1 >= 50.",
      "additionalProperties": false,
      "required": [
        "classes"
      ],
      "properties": {
        "classes": {
          "type": "array",
          "minItems": 1,
          "description": "The capability classes (as in equal_function_sets).",
          "items": {
            "$ref": "#/definitions/efsClass"
          }
        },
        "catalog": {
          "type": "string",
          "description": "A tools/list catalog file whose tools are the surface, when the trace records none."
        },
        "expect": {
          "$ref": "#/definitions/expect"
        }
      }
    },
    "claims": {
      "type": "object",
      "description": "MCP-Atlas claims coverage for the task: file. Targets claims.coverage|passed|fulfilled|partial|missed; default gate coverage >= the threshold.",
      "additionalProperties": false,
      "properties": {
        "threshold": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "Pass threshold on coverage (default: the task's pass_threshold, else 0.75)."
        },
        "expect": {
          "$ref": "#/definitions/expect"
        }
      }
    },
    "agentTest": {
      "type": "object",
      "description": "An agent test: scores a recorded trace (trace:) or a live run with the metric blocks.",
      "additionalProperties": false,
      "required": [
        "name"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "agent"
          ],
          "description": "The kind of test: agent, the one kind there is. Required in tests: entries (where it names the kind), optional in agents: entries."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "The test's name, unique within the suite."
        },
        "description": {
          "type": "string",
          "description": "What the test checks."
        },
        "agent": {
          "type": "string",
          "description": "A label for the agent under test (reported as written; the driver is chosen by model:)."
        },
        "model": {
          "description": "The model to run: `lexical` (the built-in deterministic agent: no key, no network), `bm25`, `fastmcp-bm25` (FastMCP's BM25 search transform, exactly), an OpenAI-compatible chat model (`gpt-4.1-mini`, `openai:<model>`), or an Anthropic model (`claude-sonnet-4-5`, `anthropic:<model>`). Optional with trace:. A list runs each model `runs:` times, one report row per (model, run), named `name [model]` or `name [model] #i`. See docs/agents.md.",
          "oneOf": [
            {
              "type": "string",
              "description": "One model.",
              "minLength": 1
            },
            {
              "type": "array",
              "minItems": 1,
              "uniqueItems": true,
              "description": "A model matrix: the test runs once per model (times runs:).",
              "items": {
                "type": "string",
                "minLength": 1,
                "description": "A model."
              }
            }
          ]
        },
        "servers": {
          "type": "array",
          "description": "Servers (keys of servers:) whose tools the agent is shown and may call when it is dispatched.",
          "items": {
            "type": "string",
            "description": "A server name."
          }
        },
        "prompt": {
          "type": "string",
          "description": "The user prompt the agent is dispatched with (needed without trace:); ${vars.NAME} and ${env.NAME} interpolate."
        },
        "runs": {
          "type": "integer",
          "minimum": 0,
          "description": "How many times to run each model (default 1; 0 is clamped to 1). Several runs give rows `name #i` plus a group row scored on all runs (the pass^k floor, micro-averaged selection F1, the distractor certified bound)."
        },
        "domain": {
          "type": "string",
          "description": "A domain tag for stratified results."
        },
        "trace": {
          "type": "string",
          "description": "A recorded trace file (canonical, OpenAI, Anthropic or MCP JSON-RPC), relative to the suite file; scored offline."
        },
        "task": {
          "type": "string",
          "description": "An MCP-Atlas task file (claims, target tools), relative to the suite file."
        },
        "threshold": {
          "$ref": "#/definitions/threshold"
        },
        "expect": {
          "$ref": "#/definitions/expect"
        },
        "derivedMetrics": {
          "$ref": "#/definitions/derivedMetrics"
        },
        "equal_function_sets": {
          "$ref": "#/definitions/equalFunctionSets"
        },
        "tool_selection": {
          "$ref": "#/definitions/toolSelection"
        },
        "distractors": {
          "$ref": "#/definitions/distractors"
        },
        "discovery": {
          "$ref": "#/definitions/discovery"
        },
        "orchestration": {
          "$ref": "#/definitions/orchestration"
        },
        "token_efficiency": {
          "$ref": "#/definitions/tokenEfficiency"
        },
        "claims": {
          "$ref": "#/definitions/claims"
        }
      }
    },
    "typedAgentTest": {
      "description": "A tests: entry; type: agent makes it an agent test, the same as an agents: entry (whose fields it takes from agentTest).",
      "allOf": [
        {
          "$ref": "#/definitions/agentTest"
        }
      ],
      "required": [
        "name",
        "type"
      ]
    },
    "toolQualityCheck": {
      "type": "object",
      "description": "Lint and score a catalog's tool descriptions and gate on the figures. Targets min_score, mean_score, criticals / warnings / hints (every rule family), critical_count / warning_count / hint_count (DESC only; also description_criticals, ...), schema_*, security_*, surface_* (OVL, CMP, TOK) criticals / warnings / hints, tool[\"name\"].score, smells.<group>, smell_total, tokens.cl100k. Without expect: min_score >= 0.50, mean_score >= 0.70, criticals <= 0 (a critical finding of any family fails).",
      "additionalProperties": false,
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "The check's name, unique within the suite."
        },
        "description": {
          "type": "string",
          "description": "What the check is for."
        },
        "server": {
          "type": "string",
          "description": "The server (a key of servers:) whose tools/list is checked live."
        },
        "catalog": {
          "type": "string",
          "description": "A saved tools/list catalog file (JSON or YAML), relative to the suite file; checked offline."
        },
        "preset": {
          "type": "string",
          "enum": [
            "recommended",
            "reference"
          ],
          "default": "recommended",
          "description": "Which lint preset scores and counts the findings: recommended (the default, tuned for precision on real servers) or reference (the reference tool's rule definitions and TDQS exactly, for suites written for it). See docs/lint.md."
        },
        "threshold": {
          "$ref": "#/definitions/threshold"
        },
        "expect": {
          "$ref": "#/definitions/expect"
        },
        "derivedMetrics": {
          "$ref": "#/definitions/derivedMetrics"
        }
      },
      "anyOf": [
        {
          "required": [
            "server"
          ]
        },
        {
          "required": [
            "catalog"
          ]
        }
      ]
    }
  }
} as const;
