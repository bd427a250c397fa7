/**
 * What a change to a tool's input or output schema does to the callers. Input: can a call that
 * worked before fail now (an argument removed, renamed or newly required, a type or enum narrowed,
 * a bound tightened, `additionalProperties: false` added)? Output: does a field the old schema
 * promised go missing or change type? Both schemas are read through `view` ($ref, allOf).
 */
import { canonicalJson, looseJson } from './canonical-json.ts';
import type { ImpactReason } from './impact-level.ts';
import { isPlainObject } from '../source/values.ts';
import { propertiesOf, stringList, typesOf, view, type Schema } from './schema-view.ts';

interface Walk {
  baseRoot: Schema;
  headRoot: Schema;
  out: ImpactReason[];
}

const argLabel = (path: string) => (path === '' ? 'the input' : `argument "${path}"`);
const fieldLabel = (path: string) => (path === '' ? 'the output' : `output field "${path}"`);
const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
const typeText = (t: string[]) => (t.length === 0 ? 'any type' : t.join(' | '));
const list = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** Whether every value of the types `from` is a value of the types `to` (integer is a number). */
function accepts(to: string[], from: string[]): boolean {
  if (to.length === 0) return true;
  if (from.length === 0) return false;
  return from.every((t) => to.includes(t) || (t === 'integer' && to.includes('number')));
}

/** Lower bounds a value must meet: raising one (or adding it) rejects values that passed. */
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

function bounds(b: Schema, h: Schema, label: string, out: ImpactReason[]): void {
  for (const key of [...LOWER, ...UPPER]) {
    const was = typeof b[key] === 'number' ? (b[key] as number) : undefined;
    const now = typeof h[key] === 'number' ? (h[key] as number) : undefined;
    if (now === undefined || was === now) continue;
    const tighter = was === undefined || (LOWER.includes(key) ? now > was : now < was);
    if (tighter)
      out.push({
        impact: 'breaking',
        reason: `${label}'s ${key} is now ${now} (was ${was ?? 'unset'}): values that passed may fail`
      });
  }
  if (typeof h.pattern === 'string' && h.pattern !== b.pattern)
    out.push({
      impact: b.pattern === undefined ? 'breaking' : 'risky',
      reason: `${label}'s pattern is now ${JSON.stringify(h.pattern)}${b.pattern === undefined ? '' : ` (was ${JSON.stringify(b.pattern)})`}: values that matched may not`
    });
}

function enums(b: Schema, h: Schema, label: string, out: ImpactReason[], input: boolean): void {
  const was = Array.isArray(b.enum) ? b.enum : undefined;
  const now = Array.isArray(h.enum) ? h.enum : undefined;
  if (!now) {
    if (was && input) out.push({ impact: 'additive', reason: `${label} no longer limits its values to an enum` });
    return;
  }
  const key = (v: unknown) => canonicalJson(v);
  const nowKeys = new Set(now.map(key));
  const wasKeys = new Set((was ?? []).map(key));
  const dropped = (was ?? []).filter((v) => !nowKeys.has(key(v)));
  const added = was ? now.filter((v) => !wasKeys.has(key(v))) : [];
  if (!was)
    out.push({ impact: input ? 'breaking' : 'additive', reason: `${label} is now limited to the enum ${list(now)}` });
  if (dropped.length > 0)
    out.push({
      impact: input ? 'breaking' : 'additive',
      reason: `${label}'s enum dropped ${list(dropped)}${input ? ': calls with those values fail' : ''}`
    });
  if (added.length > 0)
    out.push({
      impact: input ? 'additive' : 'risky',
      reason: `${label}'s enum added ${list(added)}${input ? '' : ': clients may not handle the new values'}`
    });
}

/** Input side: can an old call fail? */
function walkInput(bRaw: unknown, hRaw: unknown, path: string, w: Walk): void {
  const b = view(bRaw, w.baseRoot);
  const h = view(hRaw, w.headRoot);
  const label = argLabel(path);
  const bt = typesOf(b);
  const ht = typesOf(h);
  if (!accepts(ht, bt))
    w.out.push({
      impact: 'breaking',
      reason: `${label} changed type from ${typeText(bt)} to ${typeText(ht)}: old calls fail`
    });
  else if (canonicalJson(bt) !== canonicalJson(ht))
    w.out.push({
      impact: 'additive',
      reason: `${label} now also accepts ${ht.length === 0 ? 'any type' : typeText(ht.filter((t) => !bt.includes(t)))}`
    });
  enums(b, h, label, w.out, true);
  bounds(b, h, label, w.out);
  if (path !== '')
    for (const key of ['description', 'default', 'format'])
      if (looseJson(b[key]) !== looseJson(h[key]))
        w.out.push({ impact: 'risky', reason: `${label}'s ${key} changed: the argument may mean something else now` });
  if (b.additionalProperties !== false && h.additionalProperties === false)
    w.out.push({
      impact: 'breaking',
      reason: `additionalProperties: false added to ${label}: calls passing other arguments fail`
    });
  walkProperties(b, h, path, w);
  if (isPlainObject(b.items) || isPlainObject(h.items)) walkInput(b.items, h.items, `${path}[]`, w);
}

function walkProperties(b: Schema, h: Schema, path: string, w: Walk): void {
  const bp = propertiesOf(b);
  const hp = propertiesOf(h);
  const breq = new Set(stringList(b.required));
  const hreq = new Set(stringList(h.required));
  const removed = Object.keys(bp).filter((k) => !(k in hp));
  const added = Object.keys(hp).filter((k) => !(k in bp));
  const shape = (s: unknown, root: Schema) => {
    const { description, title, ...rest } = view(s, root);
    return looseJson(rest);
  };
  for (const k of removed) {
    const to = added.find((a) => shape(hp[a], w.headRoot) === shape(bp[k], w.baseRoot));
    if (to !== undefined) {
      added.splice(added.indexOf(to), 1);
      w.out.push({
        impact: 'breaking',
        reason: `${argLabel(join(path, k))} renamed to "${join(path, to)}": calls passing "${k}" fail or lose it`
      });
    } else
      w.out.push({
        impact: 'breaking',
        reason: `${argLabel(join(path, k))} removed: calls passing it fail or lose it`
      });
  }
  for (const k of added)
    w.out.push(
      hreq.has(k)
        ? { impact: 'breaking', reason: `new required ${argLabel(join(path, k))}: old calls lack it` }
        : { impact: 'additive', reason: `new optional ${argLabel(join(path, k))}` }
    );
  for (const k of Object.keys(bp)) {
    if (!(k in hp)) continue;
    if (!breq.has(k) && hreq.has(k))
      w.out.push({ impact: 'breaking', reason: `${argLabel(join(path, k))} is now required: calls without it fail` });
    if (breq.has(k) && !hreq.has(k))
      w.out.push({ impact: 'additive', reason: `${argLabel(join(path, k))} is no longer required` });
    walkInput(bp[k], hp[k], join(path, k), w);
  }
}

/** Output side: does a field the old schema promised go missing or change type? */
function walkOutput(bRaw: unknown, hRaw: unknown, path: string, w: Walk): void {
  const b = view(bRaw, w.baseRoot);
  const h = view(hRaw, w.headRoot);
  const label = fieldLabel(path);
  const bt = typesOf(b);
  const ht = typesOf(h);
  if (!accepts(bt, ht))
    w.out.push({
      impact: 'breaking',
      reason: `${label} retyped from ${typeText(bt)} to ${typeText(ht)}: clients reading it break`
    });
  enums(b, h, label, w.out, false);
  if (path !== '' && looseJson(b.description) !== looseJson(h.description))
    w.out.push({ impact: 'risky', reason: `${label}'s description changed` });
  const bp = propertiesOf(b);
  const hp = propertiesOf(h);
  const breq = new Set(stringList(b.required));
  const hreq = new Set(stringList(h.required));
  for (const k of Object.keys(bp)) {
    if (!(k in hp))
      w.out.push({ impact: 'breaking', reason: `${fieldLabel(join(path, k))} dropped: clients reading it break` });
    else {
      if (breq.has(k) && !hreq.has(k))
        w.out.push({
          impact: 'risky',
          reason: `${fieldLabel(join(path, k))} is no longer required: it may be missing`
        });
      walkOutput(bp[k], hp[k], join(path, k), w);
    }
  }
  for (const k of Object.keys(hp))
    if (!(k in bp)) w.out.push({ impact: 'additive', reason: `new ${fieldLabel(join(path, k))}` });
  if (isPlainObject(b.items) && isPlainObject(h.items)) walkOutput(b.items, h.items, `${path}[]`, w);
}

/** A tool without an inputSchema takes an object, as the specification reads it. */
const NO_INPUT = { type: 'object' };

export function inputSchemaChanges(baseRaw: unknown, headRaw: unknown): ImpactReason[] {
  const base = baseRaw ?? NO_INPUT;
  const head = headRaw ?? NO_INPUT;
  const w: Walk = { baseRoot: isPlainObject(base) ? base : {}, headRoot: isPlainObject(head) ? head : {}, out: [] };
  walkInput(base, head, '', w);
  return w.out;
}

export function outputSchemaChanges(base: unknown, head: unknown): ImpactReason[] {
  if (base === undefined && head === undefined) return [];
  if (base === undefined)
    return [{ impact: 'additive', reason: 'outputSchema added: the tool now promises structured output' }];
  if (head === undefined)
    return [{ impact: 'breaking', reason: 'outputSchema removed: the structured output it promised is gone' }];
  const w: Walk = { baseRoot: isPlainObject(base) ? base : {}, headRoot: isPlainObject(head) ? head : {}, out: [] };
  walkOutput(base, head, '', w);
  return w.out;
}
