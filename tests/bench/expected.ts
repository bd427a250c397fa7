/**
 * Every figure the issues ask `npm run bench` for. A figure no section measured (its feature has
 * not landed) still gets a row, saying "not built", so the table always shows the whole list.
 * `match` finds the section's row by its benchmark text.
 */
export interface ExpectedFigure {
  issue: number;
  benchmark: string;
  target: string;
  match: RegExp;
}

export const EXPECTED: ExpectedFigure[] = [
  {
    issue: 12,
    benchmark: 'lint --stdio server-filesystem (list + lint + tokens) against the MCP Inspector CLI listing it',
    target: "≤ the Inspector's list time",
    match: /inspector/i
  },
  {
    issue: 12,
    benchmark: 'three-server client config (--client-config)',
    target: "≤ 1.5× the slowest server's start-and-list",
    match: /client.config|three-server/i
  },
  { issue: 16, benchmark: 'bench sweep 500 tools × 1,000 intents with bm25', target: '≈ 1 s', match: /bm25/i },
  {
    issue: 19,
    benchmark: 'playground: keystroke → findings, first 200 real corpus tools (p95)',
    target: '< 100 ms, no main-thread task > 50 ms',
    match: /keystroke.*(200 real|real.*200|corpus)/i
  },
  {
    issue: 19,
    benchmark: 'playground: paste every corpus tool → findings',
    target: '< 1.5 s, no main-thread task > 100 ms',
    match: /paste/i
  },
  {
    issue: 19,
    benchmark: 'playground: typing in the pasted corpus catalog (p95)',
    target: '< 150 ms',
    match: /typing/i
  },
  {
    issue: 20,
    benchmark: 'playground: drop-a-word on a 500-tool × 1,000-intent spec (p95)',
    target: '< 100 ms',
    match: /drop.a.word/i
  },
  {
    issue: 22,
    benchmark: 'lint 1,000 generated tools in process',
    target: '< 200 ms',
    match: /lint 1,000 generated tools/i
  },
  {
    issue: 22,
    benchmark: 'lint 10,000 generated tools in process',
    target: '< 1.5 s',
    match: /lint 10,000 generated tools as/i
  },
  { issue: 22, benchmark: 'whole process: lint a 3-tool catalog', target: '< 0.3 s', match: /3-tool catalog/i },
  { issue: 22, benchmark: 'whole process: lint the corpus bundle', target: '< 1 s', match: /multi-server bundle/i },
  {
    issue: 22,
    benchmark: 'whole process: lint 10,000 generated tools',
    target: '< 1.5 s',
    match: /whole process: lint 10,000/i
  },
  {
    issue: 44,
    benchmark: "playground: navigation → the example's summary · CPU 4×",
    target: '< 2.5 s',
    match: /navigation → the example's summary.*CPU 4×/
  },
  {
    issue: 44,
    benchmark: 'playground: longest main-thread task during load · CPU 4×',
    target: 'none > 200 ms',
    match: /longest main-thread task during load.*CPU 4×/
  },
  {
    issue: 44,
    benchmark: 'playground: typing p95 in the 732-tool corpus catalog · CPU 4×',
    target: '< 150 ms',
    match: /keystroke → findings, typing mid-catalog in those 732 tools.*CPU 4×/
  },
  {
    issue: 44,
    benchmark: 'playground: 1.7 MB paste → findings · CPU 4×',
    target: '< 3 s',
    match: /paste the same 732 tools as a .*bundle.*CPU 4×/
  }
];
