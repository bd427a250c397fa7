/** DESC-010: the description never says what the tool returns, and no outputSchema says it either. */
import type { Tool } from '../../catalog/types.ts';
import type { Rule } from '../types.ts';
import { hasOutputSchema, mentionsReturn } from '../tool-facts.ts';
import { scanText } from './helpers/description-text.ts';

/**
 * Recommended: a description that leads with a read ("Get detailed information about a tag", "List
 * templates with their ids") says what comes back, and a plain create/update/delete has an obvious result.
 */
const SAYS_WHAT_COMES_BACK =
  /^(?:get|gets|list|lists|search|searches|fetch|fetches|find|finds|read|reads|retrieve|retrieves|show|shows|describe|describes|query|queries|count|counts|look up|lookup|view|views|download|downloads|create|creates|add|adds|update|updates|delete|deletes|remove|removes|set|sets|rename|renames|insert|inserts|upsert|upserts|edit|edits|modify|modifies|write|writes|move|moves|archive|archives)\b/i;
/**
 * Tuned presets: the result matters only where its form is not the thing named or conventional: a tool
 * that generates, renders, clones, starts, exports, converts, captures or analyses something, or
 * runs a command, hands back an artifact or a handle whose form (an id, a URL, an image, a report)
 * the agent needs for its next step. Reads, searches, queries, in-place writes and verifications
 * have an obvious result (the reviewers' verdict on servers the rule was not tuned on).
 */
const PRODUCES =
  /^(?:generate|render|visuali[sz]e|clone|copy|duplicate|start|launch|spawn|open|begin|initiali[sz]e|init|export|convert|transform|compile|build|analy[sz]e|lint|scan|audit|run|execute|invoke|trigger|evaluate|summari[sz]e|extract|transcribe|translate|retrieve)(?:s|es|d|ed|ing)?$/i;
/** Words that already say the form of what comes back. */
const SAYS_FORM =
  /\b(?:ids?|identifiers?|urls?|links?|paths?|files?|images?|png|jpe?g|svg|pdf|html|json|markdown|csv|text|report|list|array|rows?|session|handle|token|object|data|status|pending|async(?:hronous(?:ly)?)?|poll|sql|quer(?:y|ies)|logs?|summary|results?|output|stdout|content|values?|coordinates|screenshot|snapshot|into)\b/i;
/**
 * The same in Chinese, Japanese and Korean, where words are not set off by spaces (so `\b` never
 * matches): "返回的服务信息包括…" says what comes back as plainly as "Returns the service's status".
 */
const SAYS_FORM_DENSE =
  /返回|结果|列表|链接|文件|图片|数据|内容|报告|状态|坐标|输出|日志|产物|信息|返す|返します|返却|結果|一覧|リスト|ファイル|画像|データ|状態|ログ|出力|情報|반환|결과|목록|파일|이미지|데이터|내용|상태|로그|출력|정보/;
const verbOf = (text: string) => /^\p{L}+/u.exec(text)?.[0] ?? '';
const nameVerbs = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .filter(Boolean);

function resultMatters(name: string, description: string): boolean {
  const lead = verbOf(leadWords(description));
  if (!PRODUCES.test(lead) && !nameVerbs(name).some((w) => PRODUCES.test(w))) return false;
  const text = scanText(description);
  return !SAYS_FORM.test(text) && !SAYS_FORM_DENSE.test(text);
}

/** Tuned presets (DESC-010 and TDQS's returns part): the form of what comes back matters and nothing says it. */
export function returnUnsaid(name: string, tool: Tool, description: string): boolean {
  if (description.trim() === '' || hasOutputSchema(tool) || SAYS_WHAT_COMES_BACK.test(leadWords(description)))
    return false;
  return resultMatters(name, description) && !mentionsReturn(scanText(description));
}

/** The description's first words, past a leading [TAG] or emoji label. */
const leadWords = (text: string) =>
  text
    .trim()
    .replace(/^(?:\[[^\]]*\]\s*)+/, '')
    .replace(/^[^\p{L}]+/u, '');

export const desc010: Rule<string, { onlyWhereFormMatters: boolean }> = {
  id: 'DESC-010',
  slug: 'missing-return-format',
  category: 'description',
  severity: 'warning',
  options: {
    onlyWhereFormMatters: {
      default: true,
      description:
        'fire only where the form of the result matters and is unsaid (a read or a plain mutation already says it)'
    }
  },
  smell: 'missing_return_format',
  docs: {
    summary: 'The description states an action but never says what the tool returns, and there is no outputSchema.',
    why:
      'An agent plans its next step around what a call gives back: an id to pass on, a list to page through, nothing at all. Without ' +
      'that, it calls the tool just to find out, or chains it wrongly. ' +
      'Decisions (shared with TDQS, from tool-facts.ts): a return signal is any of return(s/ed/ing), output(s), result(s), response(s), ' +
      'responds, yield(s), produce(s), give(s) back or emit(s) as a whole word; an outputSchema that is present and not null also counts. ' +
      'The rule only runs on a non-empty description (DESC-001 covers the rest). Coarse by design, hence a warning. The recommended ' +
      'preset also accepts a description that leads with a read verb (get, list, search, fetch, find, read, retrieve, show, describe, ...) ' +
      'or a plain mutation (create, add, update, delete, remove, set, ...), whose result is the thing named or obvious, and fire only ' +
      'where the form of the result matters and is unsaid: the description or name leads with generate, render, clone, copy, start, ' +
      'open, export, convert, capture, analyse, run, execute and the like, and no word says the form (id, URL, file, image, JSON, ' +
      'report, list, session, status, output, ...).',
    fix: 'Add a sentence on what comes back, e.g. "Returns a list of ticket objects, each with id, title and status", or declare an outputSchema.',
    bad: { name: 'clone_ticket', description: 'Clone a ticket with its comments and watchers.' },
    good: {
      name: 'clone_ticket',
      description: "Clone a ticket with its comments and watchers. Returns the new ticket's id."
    }
  },
  messages: {
    noReturn: 'the description of "{{tool}}" does not say what it returns'
  },
  suggestions: {
    noReturn: 'add what comes back ("Returns …") or declare an outputSchema'
  },
  check({ name, tool, description, options }) {
    if (description === undefined || description.trim() === '' || hasOutputSchema(tool)) return [];
    if (options.onlyWhereFormMatters)
      return returnUnsaid(name, tool, description) ? [{ messageId: 'noReturn', pointer: '/description' }] : [];
    return mentionsReturn(scanText(description)) ? [] : [{ messageId: 'noReturn', pointer: '/description' }];
  }
};
