/** DESC-004: the description contains no common verb, so the agent cannot tell what kind of action it is. */
import type { Rule } from '../types.ts';
import { isPlainObject } from '../tool-facts.ts';
import { scanText } from './desc-text.ts';

/**
 * Verbs that say what a tool does, grouped by the kind of action. Generous on purpose: the rule
 * should only fire on descriptions that name a thing ("Customer accounts.") and no action at all.
 */
export const ACTION_VERBS: readonly string[] = [
  // read
  'get', 'fetch', 'retrieve', 'read', 'load', 'list', 'search', 'find', 'query', 'lookup', 'look', 'browse', 'view', 'show', 'display',
  'inspect', 'check', 'peek', 'scan', 'explore', 'discover', 'enumerate', 'count', 'describe', 'explain', 'access', 'see', 'crawl', 'scrape',
  'download', 'open', 'poll', 'watch', 'monitor', 'track', 'follow', 'filter', 'sort', 'rank', 'select', 'pick', 'match', 'resolve',
  // write
  'create', 'make', 'add', 'insert', 'post', 'put', 'write', 'save', 'store', 'update', 'edit', 'modify', 'change', 'set', 'patch',
  'rename', 'move', 'copy', 'delete', 'remove', 'drop', 'clear', 'purge', 'destroy', 'erase', 'archive', 'restore', 'upload', 'upsert',
  'replace', 'append', 'prepend', 'reset', 'initialize', 'init', 'register', 'assign', 'unassign', 'mark', 'flag', 'label', 'tag', 'star',
  'comment', 'reply', 'close', 'reopen', 'approve', 'reject', 'merge', 'fork', 'clone', 'commit', 'push', 'pull', 'checkout', 'release',
  'publish', 'share', 'attach', 'detach', 'link', 'unlink', 'lock', 'unlock', 'grant', 'revoke', 'allow', 'deny', 'block', 'ban', 'mute',
  'invite', 'enable', 'disable', 'configure', 'install', 'uninstall', 'deploy', 'build', 'mount', 'book', 'reserve', 'schedule', 'cancel',
  'pay', 'charge', 'refund', 'transfer', 'subscribe', 'unsubscribe', 'import', 'export', 'sync', 'record', 'log', 'fill', 'apply',
  // run and control
  'run', 'execute', 'exec', 'invoke', 'call', 'trigger', 'start', 'stop', 'restart', 'pause', 'resume', 'abort', 'kill', 'launch', 'wait',
  'retry', 'connect', 'disconnect', 'ping', 'authenticate', 'authorize', 'login', 'logout', 'sign', 'navigate', 'go', 'visit', 'click',
  'type', 'press', 'scroll', 'hover', 'drag', 'focus', 'submit', 'send', 'email', 'message', 'notify', 'alert', 'ask', 'answer', 'chat',
  'capture', 'screenshot', 'take', 'queue', 'enqueue', 'dequeue', 'batch', 'handle', 'manage', 'process', 'use', 'try', 'help',
  'tap', 'swipe', 'zoom', 'rotate', 'resize', 'scale', 'crop', 'forward', 'redirect', 'route', 'proxy', 'serve', 'host', 'stream',
  'listen', 'play', 'speak', 'say', 'think', 'plan', 'remember', 'recall', 'refresh', 'reload', 'invalidate', 'rollback', 'roll',
  'revert', 'undo', 'redo', 'upgrade', 'downgrade', 'migrate', 'provision', 'backup', 'dump', 'seed', 'compile', 'bundle',
  'shutdown', 'boot', 'reboot', 'suspend', 'wake', 'sleep', 'delay',
  // compute and transform
  'compare', 'diff', 'analyze', 'analyse', 'validate', 'verify', 'test', 'lint', 'fix', 'optimize', 'parse', 'convert', 'transform',
  'translate', 'format', 'render', 'generate', 'compute', 'calculate', 'sum', 'summarize', 'summarise', 'extract', 'split', 'join',
  'combine', 'aggregate', 'group', 'collect', 'gather', 'encode', 'decode', 'encrypt', 'decrypt', 'hash', 'compress',
  'decompress', 'zip', 'unzip', 'index', 'embed', 'recommend', 'suggest', 'predict', 'classify', 'detect', 'identify', 'map', 'plot',
  'chart', 'draw', 'visualize', 'visualise', 'evaluate', 'measure', 'estimate', 'shorten', 'expand', 'geocode', 'forecast', 'report',
  'trace', 'debug', 'preview', 'print', 'echo', 'tell', 'inform',
  // what comes back
  'return', 'give', 'provide', 'produce', 'output', 'emit', 'yield', 'respond', 'contain', 'include', 'let', 'support'
];

/**
 * Verbs real servers lead with that the reference's list lacks (promote, obtain, confirm, ...):
 * counted in the tuned presets only, so `reference` stays the reference tool's rule.
 */
export const MORE_ACTION_VERBS: readonly string[] = [
  'promote', 'demote', 'obtain', 'acquire', 'confirm', 'acknowledge', 'ack', 'accept', 'decline', 'dismiss', 'snooze', 'escalate',
  'transition', 'duplicate', 'pin', 'hide', 'favorite', 'favourite', 'bookmark', 'vote', 'like', 'react', 'mention', 'highlight',
  'annotate', 'rate', 'review', 'audit', 'purchase', 'buy', 'sell', 'renew', 'extend', 'enroll', 'enrol', 'leave', 'exit',
  'quit', 'finish', 'complete', 'fulfil', 'fulfill', 'ship', 'dispatch', 'deliver', 'receive', 'claim', 'redeem', 'hold',
  'activate', 'retire', 'deprecate', 'toggle', 'switch', 'choose', 'enter', 'paste', 'kick', 'transcribe', 'recognize',
  'recognise', 'reconcile', 'settle', 'void', 'simulate', 'locate', 'sample', 'upvote',
  'convert', 'attach', 'mark', 'publish', 'assess', 'audit', 'diagnose', 'troubleshoot', 'investigate', 'research', 'study',
  'learn', 'teach', 'guide', 'walk', 'instruct', 'draft', 'compose', 'write', 'sketch', 'outline'
];

/** A verb and its -s, -es, -ies, -ing, -ed and doubled-consonant forms. */
export function verbForms(verb: string): string[] {
  const forms = [verb, verb + 's', verb + 'es', verb + 'ing', verb + 'ed', verb + 'd'];
  const last = verb.at(-1) ?? '';
  if (last === 'e') forms.push(verb.slice(0, -1) + 'ing');
  if (last === 'y' && !/[aeiou]y$/.test(verb)) forms.push(verb.slice(0, -1) + 'ies', verb.slice(0, -1) + 'ied');
  // run -> running, stop -> stopped, set -> setting: doubling is harmless where it does not apply.
  if (/[bcdfgklmnprstvz]$/.test(verb)) forms.push(verb + last + 'ing', verb + last + 'ed');
  return forms;
}

const VERB_FORMS = new Set(ACTION_VERBS.flatMap(verbForms));
const TUNED_FORMS = new Set([...ACTION_VERBS, ...MORE_ACTION_VERBS].flatMap(verbForms));
/** unconfirm, reindex, deregister, preload, autofill, bulk-update: a prefix on a verb is still the verb's kind of action. */
const PREFIX = /^(?:un|re|de|dis|pre|auto|bulk|batch|multi|co)-?/;

const isTunedVerbForm = (word: string) => TUNED_FORMS.has(word) || (PREFIX.test(word) && TUNED_FORMS.has(word.replace(PREFIX, '')));

/**
 * True when any word of the text is one of the common verbs in any of its forms. `tuned`: the
 * longer list, camelCase words split, and prefixed verbs (the recommended and all presets).
 */
export function hasActionVerb(text: string, tuned = false): boolean {
  const words = /\p{L}+/gu;
  const scanned = (tuned ? scanText(text).replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2') : scanText(text)).toLowerCase();
  for (let m = words.exec(scanned); m !== null; m = words.exec(scanned)) {
    if (tuned ? isTunedVerbForm(m[0]) : VERB_FORMS.has(m[0])) return true;
  }
  return false;
}

export const desc004: Rule = {
  id: 'DESC-004',
  slug: 'no-action-verb',
  category: 'description',
  severity: 'warning',
  smell: 'uninformative',
  docs: {
    summary: 'The description contains no common verb, so it does not say what kind of action the tool performs.',
    why:
      'Agents sort tools into reads, writes and actions before choosing. A description that only names a thing ("Customer account and ' +
      'billing details") leaves the agent unable to tell whether the tool reads, changes or deletes them. ' +
      'Decisions: a word counts when it is one of about 320 common action verbs (read, write, run, compute, return families; ' +
      'see ACTION_VERBS) in its base, -s, -es, -ies, -ing, -ed or doubled-consonant form, matched case-insensitively on whole words; ' +
      'words inside snake_case or dotted names count too. The recommended and all presets also know about 100 more verbs that real servers ' +
      'lead with (promote, obtain, confirm; see MORE_ACTION_VERBS), split camelCase words and count a verb with a prefix (unconfirm, reindex, deregister). The rule only looks at a non-empty description (DESC-001 covers missing ones) ' +
      'and reads its first 20,000 characters.',
    fix: 'Start the description with the action: "Fetch…", "Create…", "Delete…", "Returns…".',
    bad: { name: 'customer_info', description: 'Customer account and billing details, per region.' },
    good: { name: 'customer_info', description: 'Fetch customer account and billing details, per region.' }
  },
  messages: {
    noVerb: 'the description of "{{tool}}" contains no action verb'
  },
  suggestions: {
    noVerb: 'say what "{{tool}}" does: start with a verb such as Fetch, Create, Update, Delete or Returns'
  },
  check({ name, tool, description, preset }) {
    if (description === undefined || description.trim() === '') return [];
    // Recommended: a verb in the name (get-user, list_tickets) or a readOnlyHint already says what kind of action it is.
    const tuned = preset !== 'reference';
    if (tuned && (hasActionVerb(name.replace(/[-_.]/g, ' '), true) || (isPlainObject(tool.annotations) && tool.annotations.readOnlyHint === true))) return [];
    return hasActionVerb(description, tuned) ? [] : [{ messageId: 'noVerb', pointer: '/description' }];
  }
};
