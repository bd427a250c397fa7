/**
 * What an argument's name says by itself, and whether a text names an argument: shared by the
 * rules that decide whether an argument needs words of its own (DESC-006, DESC-009, DESC-013,
 * DESC-021, DESC-023).
 */
import { escapeRegExp } from '../../../text/escape-regexp.ts';
/** Whether `text` names the argument as a whole word (`i`: in any case). */
export const namesArgument = (text: string, name: string, flags = '') =>
  new RegExp(`(^|[^\\w])${escapeRegExp(name)}([^\\w]|$)`, flags).test(text);

/**
 * Names that say what the value is and how it is written: a search query or statement, a path or
 * URL, a name or title, free text, an owner beside a repo, a number, a pid, a duration with its unit,
 * chart data (value, category, x, y), coordinates. A describing sentence would repeat the name (the
 * reviewers' verdict on real servers). An opaque `key`, a `channel` (name, #name or id?), an
 * `amount` (in which unit?) or a connection string is not here.
 */
const SELF_EXPLAINING_WORD =
  /^(?:q|query|search|keywords?|path|paths|file_?paths?|dir|directory|folder|url|urls|uri|link|name|title|text|content|body|message|sql|email|owner|repo|repository|prompt|question|comment|subject|code|command|description|summary|notes?|pid|id|value|values|category|label|x|y|z|lat|lng|lon|latitude|longitude|width|height|nodes|edges)$/i;
const SELF_EXPLAINING_SUFFIX =
  /(?:[eE]mail(?:Address)?|_email_address|name|Name|title|Title|number|Number|query|Query|statement|Statement|sql|Sql|SQL|_ms|[a-z]Ms|_seconds|Seconds|_sec|_url|Url|URL|_path|Path|Paths)$/;
const selfExplaining = (name: string) => SELF_EXPLAINING_WORD.test(name) || SELF_EXPLAINING_SUFFIX.test(name);

/**
 * `project_id`, `branchId`: the id of a named kind of thing, which the agent gets where it lists
 * those things. Not a role whose kind is unsaid: `parent_id`, `target_id`, `request_id`, `ref_id`.
 */
const ROLE =
  /^(?:parent|target|source|ref|reference|resource|object|entity|item|request|external|related|other|owner|object)$/i;
function namedKindId(name: string): boolean {
  const m = /^([A-Za-z][A-Za-z0-9]*?)(?:_id|Id|ID)$/.exec(name);
  return m !== null && !ROLE.test(m[1].replace(/_/g, ''));
}

/** Whether an argument's name says what it holds: a self-explaining word or the id of a named kind (shared with DESC-009). */
export const nameExplainsItself = (name: string) => selfExplaining(name) || namedKindId(name);
