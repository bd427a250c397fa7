/**
 * CON-008's reading of a description: the capabilities it says the tool itself has (search, filter,
 * sort, a date range, pages, options), each quoted, and whether an argument of the schema covers
 * each one by its name or its description. English, Chinese, Japanese and Korean.
 */
import { nameWords } from './description-text.ts';

/**
 * What a description can promise. "With advanced options" is not among them: a reviewer reads it as
 * vague wording that names no capability (labelled wrong on the tuning set), not a promise to act on.
 */
export type Capability = 'search' | 'filter' | 'sort' | 'time' | 'paging';

/** An argument at any depth, as the coverage tests read it. */
export interface ArgumentFacts {
  name: string;
  words: string[];
  /** Lower-cased description, '' when it has none. */
  description: string;
  topLevel: boolean;
  required: boolean;
  /** An object argument with no declared properties: it can carry anything. */
  freeForm: boolean;
}

/** A claim found in the description: what it promises and the words quoted. */
export interface Claim {
  capability: Capability;
  quote: string;
  /** The words after "filter by" that name the criterion (English only). */
  criterion?: string;
}

const VERB = '(?:supports?|supporting|with|offers?|provides?|allows?|enables?|includes?|features?)';
const CLAUSE = String.raw`[^.;:!?\n]{0,40}?`;

/** Each capability's claims: a pattern and, for "filter by X", the group that holds X. */
export const CLAIMS: ReadonlyArray<[Capability, RegExp]> = [
  ['search', /\bfilter(?:s|ing)?\s+and\s+search\b|\bsearch(?:es|ing)?\s+and\s+filter(?:s|ing)?\b/i],
  ['search', /\bsearch(?:es|ing)?\s+(?:by|through|within|across)\b/i],
  ['search', /(?:按|根据|通过|依据)[^，。,.；]{1,12}?(?:搜索|检索|查询)/],
  ['search', /[\p{Script=Katakana}\p{Script=Han}ー]{0,8}[でを]\s*検索/u],
  ['search', /(?:으로|로)\s*검색/],
  [
    'time',
    /\b(?:filter(?:s|ing)?|search(?:es|ing)?)\s+(?:\w+\s+){0,2}?(?:by|within|over|for|in)\s+(?:(?:a|the|any|given|custom|specific)\s+)*(?:date|time)(?:[\s-]?(?:range|window|period))?s?\b/i
  ],
  [
    'time',
    new RegExp(
      String.raw`\b${VERB}\b${CLAUSE}(?<claim>\b(?:freshness|recency)\b(?:\s+(?:controls?|filters?|options?))?)`,
      'i'
    )
  ],
  ['time', new RegExp(String.raw`\b${VERB}\b${CLAUSE}(?<claim>\b(?:date|time)[\s-](?:range|window)s?\b)`, 'i')],
  ['time', /(?:按|根据|支持|可指定)[^，。,.；]{0,6}?(?:时间|日期)(?:范围|段|区间)/],
  ['time', /(?:日付|期間|日時)\s*(?:で|を)\s*(?:絞り込|指定|フィルタ)/],
  ['time', /(?:날짜|기간)\s*(?:으로|로|별로?|을|를)?\s*(?:필터|검색|지정)/],
  ['filter', /\bfilter(?:s|ing)?\s+(?:(?:results?|items|them|it|records)\s+)?(?:by|on)\s+(?<by>[^.;:,()!?\n]{1,40})/i],
  ['filter', new RegExp(String.raw`\b${VERB}\b${CLAUSE}(?<claim>\b(?:\w+\s+)?filter(?:ing|s)\b)`, 'i')],
  ['filter', /(?:按|根据|通过|依据)[^，。,.；]{1,12}?(?:筛选|过滤)|支持[^，。,.；]{0,12}?(?:筛选|过滤)/],
  [
    'filter',
    /[\p{Script=Katakana}\p{Script=Han}ー]{0,8}[でを]\s*(?:絞り込み?|フィルタ)|(?:絞り込み|フィルタ(?:ー|リング)?)(?:が|も)?(?:可能|でき|対応)/u
  ],
  ['filter', /(?:으로|로|별로?)\s*필터|필터(?:링)?\s*(?:을|를)?\s*(?:지원|가능|할 수)/],
  ['sort', new RegExp(String.raw`\b${VERB}\b${CLAUSE}(?<claim>\b(?:\w+\s+)?sort(?:ing|able)\b)`, 'i')],
  ['sort', /\b(?:can|may)\s+(?:be\s+)?sort(?:ed)?\s+(?:by|on)\b|\bsortable\s+by\b/i],
  ['sort', /(?:支持|可)[^，。,.；]{0,10}?排序/],
  ['sort', /(?:並べ替え|ソート)(?:が|も)?(?:可能|でき|対応)/],
  ['sort', /정렬\s*(?:을|를)?\s*(?:지원|가능|할 수)/],
  ['paging', new RegExp(String.raw`\b${VERB}\b${CLAUSE}(?<claim>\bpagination\b)`, 'i')],
  [
    'paging',
    /(?:支持|可)[^，。,.；]{0,6}?分页|(?:ページネーション|ページング)(?:が|も)?(?:可能|でき|対応)|(?:페이지네이션|페이징)\s*(?:을|를)?\s*(?:지원|가능)/
  ]
];

/** A sentence that denies the capability or hands it to another tool says nothing about this one. */
const DENIES =
  /\b(?:not|no|without|cannot|can't|doesn't|don't|never|instead)\b|不支持|不能|无法|できません|しない|않|불가/i;
/** An identifier in prose (`search_users`, `listUsers`, a backticked name): likely another tool. */
const IDENTIFIER = /`([^`]+)`|\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*)\b/g;

function namesOtherThing(sentence: string, own: ReadonlySet<string>): boolean {
  for (const m of sentence.matchAll(IDENTIFIER)) if (!own.has(m[1] ?? m[2])) return true;
  return false;
}

/** The patterns, each marked when it reads Chinese, Japanese or Korean (run only on sentences in those scripts). */
const CLAIM_PATTERNS = CLAIMS.map(([c, re]) => [c, re, /[^\x00-\x7f]/.test(re.source)] as const);
/** The word every English claim of a capability holds: a sentence without it skips that capability's patterns. */
const TRIGGER: Record<Capability, RegExp> = {
  search: /search/i,
  filter: /filter/i,
  sort: /sort/i,
  time: /fresh|recen|date|time/i,
  paging: /paginat/i
};
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** Where sentences end: the terminators of `[^.!?。！？\n]+(?:[.!?。！？]+|$)`, and line breaks. */
const BREAK = /[.!?。！？\n]/g;
const TERMINATORS = /[^.!?。！？]/g;

/** Every claim holds one of these words: a text without any makes none, and most tools are skipped on it. */
const CLAIM_WORD =
  /filter|search|sort|fresh|recen|date|time|paginat|option|control|parameter|筛选|过滤|搜索|检索|查询|排序|分页|时间|日期|选项|参数|検索|絞り込|フィルタ|並べ替え|ソート|ページ|日付|期間|日時|オプション|검색|필터|정렬|페이지|날짜|기간|옵션/i;
export const mayClaim = (description: string): boolean => CLAIM_WORD.test(description);
const CLAIM_WORD_AT = new RegExp(CLAIM_WORD.source, 'gi');

/**
 * The sentences of `description` that hold a claim word, in order: the matches of
 * `/[^.!?。！？\n]+(?:[.!?。！？]+|$)/g` (a run of text up to its end punctuation or the end of the
 * text; a run that a line break ends is no sentence) that `CLAIM_WORD` finds in. Found from the
 * claim words out, so a long description with one "date" in it is not cut into every sentence.
 * A claim word holds no terminator or line break, so each lies inside one run.
 */
export function claimSentences(description: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (;;) {
    CLAIM_WORD_AT.lastIndex = from;
    const word = CLAIM_WORD_AT.exec(description);
    if (word === null) return out;
    let start = word.index;
    while (start > from && !isBreak(description.charCodeAt(start - 1))) start--;
    BREAK.lastIndex = word.index;
    const stop = BREAK.exec(description);
    if (stop === null) {
      out.push(description.slice(start));
      return out;
    }
    if (stop[0] === '\n') {
      from = stop.index + 1;
      continue;
    }
    TERMINATORS.lastIndex = stop.index;
    const after = TERMINATORS.exec(description);
    const end = after === null ? description.length : after.index;
    out.push(description.slice(start, end));
    from = end;
  }
}

/** `.`, `!`, `?`, `。`, `！`, `？` or a line feed. */
function isBreak(code: number): boolean {
  return (
    code === 46 || code === 33 || code === 63 || code === 10 || code === 0x3002 || code === 0xff01 || code === 0xff1f
  );
}

/**
 * The claims `description` makes about the tool itself; `own` gives the names of the tool and its
 * arguments, asked for only when a sentence makes a claim.
 */
export function readClaims(description: string, own: () => ReadonlySet<string>): Claim[] {
  const out: Claim[] = [];
  for (const sentence of claimSentences(description)) {
    if (!CLAIM_WORD.test(sentence)) continue;
    const cjk = CJK.test(sentence);
    let checked = false;
    // Words one claim has quoted are not read again: "filter by date" is a date range, not also a filter.
    const taken: Array<[number, number]> = [];
    for (const [capability, pattern, cjkPattern] of CLAIM_PATTERNS) {
      if (cjkPattern ? !cjk : !TRIGGER[capability].test(sentence)) continue;
      const m = pattern.exec(sentence);
      if (m === null) continue;
      if (!checked) {
        if (DENIES.test(sentence) || namesOtherThing(sentence, own())) break;
        checked = true;
      }
      if (out.some((c) => c.capability === capability)) continue;
      // "for filtering by user": what the result is for, not what the tool does.
      if (/\bfor\s+$/i.test(sentence.slice(0, m.index))) continue;
      const claim = m.groups?.claim;
      // The claim group ends its match, so its span is the tail of the match.
      const start = claim === undefined ? m.index : m.index + m[0].length - claim.length;
      const end = m.index + m[0].length;
      if (taken.some(([s, e]) => start < e && s < end)) continue;
      taken.push([start, end]);
      out.push({ capability, quote: (claim ?? m[0]).trim(), criterion: m.groups?.by });
    }
  }
  return out;
}

/** Arguments that page or order the results, never narrow them. */
export const PAGING_NAMES = new Set([
  'page',
  'pagenumber',
  'pagenum',
  'pageno',
  'pageindex',
  'pagesize',
  'perpage',
  'pagetoken',
  'limit',
  'offset',
  'skip',
  'take',
  'cursor',
  'after',
  'before',
  'startingafter',
  'endingbefore',
  'nexttoken',
  'maxresults',
  'count',
  'sort',
  'sortby',
  'order',
  'orderby',
  'direction',
  'sortorder'
]);
const flat = (name: string): string => name.toLowerCase().replace(/[_\-\s]/g, '');
export const isPaging = (name: string): boolean => PAGING_NAMES.has(flat(name));

const FILTER_WORDS = new Set(
  'filter filters where query q search criteria condition conditions match jql sql expression include exclude status state type types tag tags label labels category categories kind only safesearch'.split(
    ' '
  )
);
const FILTER_TEXT = /\bfilter|\bnarrow|\brestrict|\bonly\b|\bmatch|\bsearch|筛选|过滤|条件|絞り込|フィルタ|필터|조건/;
const SORT_WORDS = new Set('sort sortby order orderby rank direction'.split(' '));
const SORT_TEXT = /\bsort|\border(?:ed|ing)?\b|排序|並べ替え|ソート|정렬/;
const TIME_WORDS = new Set(
  'date dates time datetime timestamp since until after before from to start end fresh freshness recency period range days day hours hour age window year month week created updated modified when ago last'.split(
    ' '
  )
);
const TIME_TEXT =
  /date|time|since|until|fresh|recen|period|\brange|\b(?:days?|hours?|weeks?|months?|years?)\b|日期|时间|時間|日付|期間|날짜|기간|시간/;
const PAGING_WORDS = new Set('page cursor offset limit token next skip start'.split(' '));
const PAGING_TEXT = /\bpag(?:e|ing|inat)|\bcursor|\boffset|分页|ページ|페이지/;
const STOP = new Set('the a an and or any of their its your by on to in with'.split(' '));

/** Whether some argument covers the claim, by its name or its description. */
export function covered(claim: Claim, args: readonly ArgumentFacts[]): boolean {
  if (args.some((a) => a.freeForm)) return true;
  const by = (words: ReadonlySet<string>, text: RegExp) =>
    args.some((a) => a.words.some((w) => words.has(w)) || text.test(a.description));
  switch (claim.capability) {
    case 'search':
      return args.some((a) => !isPaging(a.name));
    case 'filter': {
      // An optional argument that does not page narrows what a list returns (`name`, `slug`).
      if (by(FILTER_WORDS, FILTER_TEXT) || args.some((a) => a.topLevel && !a.required && !isPaging(a.name)))
        return true;
      const criterion = nameWords(claim.criterion ?? '').filter((w) => w.length > 2 && !STOP.has(w));
      // "按名称筛选": a CJK criterion cannot be matched to English names, so any narrowing argument covers it.
      if (claim.criterion === undefined && !/filter/i.test(claim.quote)) return args.some((a) => !isPaging(a.name));
      return criterion.some((c) => args.some((a) => a.words.includes(c) || a.description.includes(c)));
    }
    case 'sort':
      return by(SORT_WORDS, SORT_TEXT);
    case 'time':
      return by(TIME_WORDS, TIME_TEXT);
    case 'paging':
      return args.some((a) => isPaging(a.name)) || by(PAGING_WORDS, PAGING_TEXT);
  }
}
