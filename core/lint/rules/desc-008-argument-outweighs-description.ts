/** DESC-008: an argument's description is longer than the tool's own description. */
import type { Rule } from '../types.ts';
import { schemaProperties } from '../tool-facts.ts';
import { alphabeticLength, denseChars } from '../../text/writing-system.ts';
import { textLength } from './helpers/description-text.ts';

export const desc008: Rule<string, { weighDenseScripts: boolean }> = {
  id: 'DESC-008',
  slug: 'argument-outweighs-description',
  category: 'description',
  severity: 'warning',
  options: {
    weighDenseScripts: {
      default: true,
      description:
        'measure both texts by the alphabetic characters they are worth when either is in Chinese, Japanese or Korean'
    }
  },
  smell: 'verbose',
  docs: {
    summary: 'An argument description is longer than the tool description (inverted information density).',
    why:
      'The tool description is what the agent reads to choose a tool; argument descriptions matter only once it has chosen. When an ' +
      'argument carries more text than the tool itself, the selection signal is buried where the agent looks last, and the tokens are ' +
      'spent on detail instead of purpose. ' +
      'Decisions: both lengths are trimmed character counts (as TDQS measures them); the rule only runs when the tool has a non-empty ' +
      'description (DESC-001 covers the rest) and fires once per argument that is strictly longer. Outside the reference preset, when ' +
      'either text is Chinese, Japanese or Korean, both are measured in the alphabetic characters they are worth (three per character, ' +
      'about half a word), so a Chinese tool description is not "shorter" than an English argument that says less.',
    fix: 'Move the purpose into the tool description and keep argument descriptions to meaning, format and an example.',
    bad: {
      name: 'export_tickets',
      description: 'Export tickets as CSV. Returns a download URL.',
      inputSchema: {
        type: 'object',
        properties: {
          columns: {
            type: 'array',
            items: { type: 'string' },
            description:
              'Columns to include, in order. Defaults to id, title, status and assignee; unknown names are skipped.'
          }
        }
      }
    },
    good: {
      name: 'export_tickets',
      description:
        'Export tickets matching a filter as CSV, with the columns you choose. Returns a download URL valid for one hour.',
      inputSchema: {
        type: 'object',
        properties: {
          columns: { type: 'array', items: { type: 'string' }, description: 'Columns to include, in order' }
        }
      }
    }
  },
  messages: {
    longerThanTool:
      'argument "{{argument}}" of "{{tool}}" has a longer description ({{argumentLength}} characters) than the tool ({{descriptionLength}})',
    longerThanToolDense:
      'argument "{{argument}}" of "{{tool}}" has a longer description (worth {{argumentLength}} alphabetic characters) than the tool (worth {{descriptionLength}})'
  },
  suggestions: {
    longerThanTool: 'move the purpose into the tool description and shorten the description of "{{argument}}"',
    longerThanToolDense: 'move the purpose into the tool description and shorten the description of "{{argument}}"'
  },
  check({ tool, description, options }) {
    if (textLength(description) === 0) return [];
    // Judged by writing system when either text is in a dense script.
    const byScript = options.weighDenseScripts;
    const toolDense = byScript && denseChars(description ?? '') > 0;
    return schemaProperties(tool).flatMap((p) => {
      const dense = toolDense || (byScript && p.description !== undefined && denseChars(p.description) > 0);
      const measure = (text: string | undefined) => (dense ? alphabeticLength(text ?? '') : textLength(text));
      const argumentLength = measure(p.description);
      const toolLength = measure(description);
      return argumentLength > toolLength
        ? [
            {
              messageId: dense ? 'longerThanToolDense' : 'longerThanTool',
              data: { argument: p.name, argumentLength, descriptionLength: toolLength },
              pointer: p.pointer
            }
          ]
        : [];
    });
  }
};
