import { describe, expect, it } from 'vitest';
import type { Intent } from '../bench/types.ts';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import { lintCatalog } from '../lint/lint.ts';
import { diffCatalogs } from './catalog-diff.ts';
import { searchChange } from './search-change.ts';
import { withSearchImpact } from './search-impact.ts';

function catalog(tools: unknown[]) {
  const parsed = parseCatalogValue({ tools });
  if (!parsed.ok) throw new Error('unreachable');
  return parsed.catalog;
}
const side = (tools: unknown[]) => {
  const c = catalog(tools);
  const count = (s: string) => s.length;
  return { catalog: c, report: lintCatalog(c, { encoders: { cl100k: count, o200k: count } }) };
};
const intent = (query: string, gold: string[]): Intent => ({ query, gold, pointer: '' });

const weather = { name: 'get_weather', description: 'Weather forecast for a city: temperature and rain.' };
const email = { name: 'send_email', description: 'Send an email message to a recipient.' };
const calendar = { name: 'add_event', description: 'Add an event to the calendar, with a city and a time.' };
const rival = { name: 'weather_forecast_city', description: 'Weather forecast for a city, hourly weather forecast.' };
const intents = [
  intent('weather forecast for a city', ['get_weather']),
  intent('send an email', ['send_email']),
  intent('book a flight', [])
];

describe('searchChange', () => {
  it('ranks the gold tool on both sides with each selector; recall@k counts the intents with gold only', () => {
    const base = catalog([weather, email, calendar]);
    // get_weather itself is untouched; a new tool that says more about weather outranks it.
    const head = catalog([weather, email, rival]);
    const s = searchChange(base, head, intents, { k: 1 });
    expect(s.k).toBe(1);
    expect(s.selectors.map((x) => x.selector)).toEqual(['lexical', 'bm25', 'fastmcp-bm25']);
    const lexical = s.selectors[0];
    expect(lexical.n).toBe(2);
    expect(lexical.intents[0]).toEqual({
      query: 'weather forecast for a city',
      gold: ['get_weather'],
      before: 1,
      after: 2
    });
    expect(lexical.intents[1]).toMatchObject({ before: 1, after: 1 });
    expect(lexical.retrieved).toEqual({ before: 2, after: 1 });
    expect(lexical.recall).toEqual({ before: 1, after: 0.5 });
    expect(lexical.dropped).toEqual(['weather forecast for a city']);
    expect(lexical.noMatch).toEqual({ n: 1, before: 0, after: 0 });
  });

  it('a gold tool renamed by the change is looked up under its new name; a removed one is unranked', () => {
    const base = catalog([weather, email]);
    const head = catalog([{ ...weather, name: 'forecast' }]);
    const s = searchChange(base, head, intents, {
      selectors: ['lexical'],
      renamed: [{ from: 'get_weather', to: 'forecast' }]
    });
    expect(s.selectors[0].intents.map((r) => [r.before, r.after])).toEqual([
      [1, 1],
      [1, null]
    ]);
    expect(s.selectors[0].dropped).toEqual(['send an email']);
  });
});

describe('withSearchImpact', () => {
  it('a gold tool leaving the top k makes its change risky, naming the intent and the selectors; the top impact follows', () => {
    const base = side([weather, email, calendar]);
    const head = side([weather, email, calendar, rival]);
    const d = diffCatalogs(base, head);
    const s = searchChange(base.catalog, head.catalog, intents, { k: 1, selectors: ['lexical'] });
    const withSearch = withSearchImpact(d, s);
    const gw = withSearch.tools.find((t) => t.id === 'get_weather')!;
    expect(gw.impact).toBe('risky');
    expect(gw.reasons).toEqual([
      'intent "weather forecast for a city": the gold tool left the top 1 (lexical 1 -> 2): tool search may no longer find it'
    ]);
    expect(withSearch.impact).toBe('risky');
    expect(withSearch.search).toBe(s);
    // The input diff is not touched.
    expect(d.tools.find((t) => t.id === 'get_weather')!.impact).toBe('none');
  });
});
