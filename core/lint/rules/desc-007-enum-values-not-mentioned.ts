/** DESC-007: an enum argument is described, but the description mentions none of its values. */
import type { Rule } from '../types.ts';
import { isPlainObject, schemaProperties, type JsonSchemaObject } from '../tool-facts.ts';
import { previewList, scanText } from './helpers/description-text.ts';

/** Values longer than this, or past this count, are not looked for: bounds the work on hostile enums. */
const MAX_VALUE_CHARS = 200;
const MAX_VALUES = 500;

/** The enum of a property, or of its array items, as strings (numbers and booleans included). */
export function enumValues(schema: JsonSchemaObject): string[] {
  const list = Array.isArray(schema.enum)
    ? schema.enum
    : isPlainObject(schema.items) && Array.isArray(schema.items.enum)
      ? schema.items.enum
      : [];
  return list
    .filter(
      (v): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
    )
    .map(String)
    .filter((v) => v.trim() !== '');
}

/** Lower case, every run of non-letters/digits a single space, padded: whole-word search becomes `includes`. */
export function wordText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * True when the text names the value as whole words, case-insensitively. Punctuation separates
 * words on both sides, so "in_progress" matches "in progress" and "in-progress" (prose rarely
 * keeps the underscore), and "c++" matches "c++" or "c". A value with no letters or digits
 * cannot be found in prose and counts as not mentioned.
 */
export function mentionsAnyValue(text: string, values: string[]): boolean {
  const haystack = wordText(scanText(text));
  return values.slice(0, MAX_VALUES).some((v) => {
    if (v.length > MAX_VALUE_CHARS) return false;
    const needle = wordText(v);
    return needle !== '  ' && haystack.includes(needle);
  });
}

/**
 * Tuned presets: only values whose meaning is not obvious from the value need prose. Words
 * (open/closed/all, TOP/MIDDLE/BOTTOM, pod/deployment) explain themselves (the reviewers' verdict on
 * real servers); opaque codes do not: numbers (0, 1, 2), single letters, letter-digit codes (p1,
 * p2), and consonant-only abbreviations (gh, gl, bb).
 */
const OPAQUE = /^(?:\d+|[a-z]|[a-z]{1,2}\d{1,2}|[b-df-hj-np-tv-z]{2,3})$/i;
export const opaqueValues = (values: readonly string[]) =>
  values.length >= 2 && values.filter((v) => OPAQUE.test(v)).length * 2 > values.length;

export const desc007: Rule<string, { onlyOpaqueValues: boolean }> = {
  id: 'DESC-007',
  slug: 'enum-values-not-mentioned',
  category: 'description',
  severity: 'warning',
  options: {
    onlyOpaqueValues: {
      default: true,
      description:
        'fire only on values whose meaning is not obvious from the value and that the tool text does not name'
    }
  },
  smell: 'underspecified',
  docs: {
    summary: 'An enum argument has a description that mentions none of its allowed values.',
    why:
      'Many clients show the agent the argument description but not the schema keywords, and agents lean on prose when they map a ' +
      'request to a value. A description that never names a value leaves the agent to invent one ("urgent" where only "p1" works). ' +
      'Decisions: an enum is the property\'s own "enum" array, or its items\' "enum" for array arguments; string, number and boolean values ' +
      'are compared as whole words, case-insensitively, with punctuation (_ - . and the like) read as a space. The rule fires when none of the values is ' +
      'mentioned (one is enough), once per argument, and only when the argument has a description (DESC-006 covers missing ones). ' +
      'The recommended and all presets fire only on values whose meaning is not obvious from the value (most of them numbers, single ' +
      'letters, letter-digit codes such as p1, or consonant-only abbreviations such as gh/gl/bb) and not named in the tool description either.',
    fix: 'Name the values in the description, with what each means: "p1 (outage), p2 (degraded) or p3 (question)".',
    bad: {
      name: 'set_priority',
      description: 'Set the priority of a ticket. Returns the updated ticket.',
      inputSchema: {
        type: 'object',
        properties: { priority: { type: 'string', enum: ['p1', 'p2', 'p3'], description: 'How urgent the ticket is' } },
        required: ['priority']
      }
    },
    good: {
      name: 'set_priority',
      description: 'Set the priority of a ticket. Returns the updated ticket.',
      inputSchema: {
        type: 'object',
        properties: {
          priority: {
            type: 'string',
            enum: ['p1', 'p2', 'p3'],
            description: 'p1 (outage), p2 (degraded) or p3 (question)'
          }
        },
        required: ['priority']
      }
    }
  },
  messages: {
    valuesNotMentioned:
      'argument "{{argument}}" of "{{tool}}" is an enum ({{values}}) but its description names none of the values'
  },
  suggestions: {
    valuesNotMentioned: 'name the allowed values ({{values}}) and what each means in the description of "{{argument}}"'
  },
  check({ tool, description, options }) {
    return schemaProperties(tool).flatMap((p) => {
      if (p.description === undefined) return [];
      const values = enumValues(p.schema);
      if (values.length === 0) return [];
      if (mentionsAnyValue(p.description, values)) return [];
      if (
        options.onlyOpaqueValues &&
        (!opaqueValues(values) || (description !== undefined && mentionsAnyValue(description, values)))
      )
        return [];
      return [
        { messageId: 'valuesNotMentioned', data: { argument: p.name, values: previewList(values) }, pointer: p.pointer }
      ];
    });
  }
};
