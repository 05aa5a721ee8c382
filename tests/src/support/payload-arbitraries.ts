import fc from 'fast-check';
import { RawBody, type RequestBody } from './api-client';
import { toFormData } from './payloads';

/** One generated request body, printed briefly when a property fails (huge strings stay unprinted). */
export interface Payload {
  label: string;
  body: RequestBody | undefined;
  headers?: Record<string, string>;
}

function payload(label: string, body: RequestBody | undefined, headers?: Record<string, string>): Payload {
  const summary = `${label}: ${describeBody(body)}`;
  return { label, body, ...(headers ? { headers } : {}), [fc.toStringMethod]: () => summary } as Payload;
}

// forEach rather than entries(): the browser tests put the DOM's FormData type into the same program.
function formFields(form: FormData): [string, string][] {
  const fields: [string, string][] = [];
  form.forEach((value, key) => fields.push([key, typeof value === 'string' ? value : '<file>']));
  return fields;
}

function describeBody(body: RequestBody | undefined): string {
  let text: string;
  if (body === undefined) text = '(none)';
  else if (body instanceof RawBody) text = `${body.contentType ?? 'no type'} ${String(body.data)}`;
  else if (body instanceof FormData)
    text = formFields(body)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
  else text = JSON.stringify(body);
  return JSON.stringify(text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text);
}

// Values people and scripts really send where something else was expected.
const NASTY_STRINGS = [
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  'Zürich 🏟️',
  "'; drop table accounts; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  'NOPE',
  'trainer',
  'TRAINER ',
  'CH-M-99-LIGA',
  '1e309',
  '-1',
  '0x10',
  '1.5',
  'NaN',
  'true',
  '2000-02-30',
  '31.12.1990',
  '1900-12-31',
  'http://',
  'javascript:alert(1)',
];

export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  fc.constant({ nested: { deeper: ['x'] } }),
  fc.constant([[['x']]]),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

type Path = (string | number)[];

function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => leafPaths(v, [...prefix, i]))];
  if (value !== null && typeof value === 'object')
    return [prefix, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]))].filter(
      (p) => p.length > 0,
    );
  return [prefix];
}

function withValue(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (
    Array.isArray(root)
      ? [...(root as unknown[])]
      : { ...(root !== null && typeof root === 'object' ? root : {}) }
  ) as Record<string | number, unknown>;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

/** Adds a key as an own property, the way JSON.parse would, so `__proto__` reaches the wire. */
function withOwnKey(root: object, key: string, value: unknown): object {
  const copy = { ...root };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const INJECTED_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'accountId', 'verifiedAt', 'kind'];

/** A valid payload with one to three fields broken, removed or joined by keys that do not belong. */
function brokenObject(template: object): fc.Arbitrary<object> {
  // A template without fields (logout) still gets fields it does not expect.
  const paths = leafPaths(template).concat([['unexpected']]);
  const change = fc.tuple(fc.constantFrom(...paths), fc.oneof(wrongValue, fc.constant(undefined)));
  const inject = fc.option(fc.tuple(fc.constantFrom(...INJECTED_KEYS), wrongValue), { nil: undefined });
  return fc.tuple(fc.array(change, { minLength: 1, maxLength: 3 }), inject).map(([changes, extra]) => {
    let value = template;
    for (const [path, replacement] of changes) value = withValue(value, path, replacement) as object;
    return extra ? withOwnKey(value, extra[0], extra[1] ?? { isAdmin: true }) : value;
  });
}

// Multipart names that can hardly be meant: prototype keys, broken brackets, clashing shapes.
const WEIRD_NAMES = [
  '',
  '[',
  ']',
  'a]b',
  'a..b',
  '.a',
  'a.',
  '__proto__',
  '__proto__.isAdmin',
  'constructor.prototype.isAdmin',
  'constructor[prototype][isAdmin]',
  'address',
  'address.zip.extra',
  'address[0]',
  'contactInformation',
  'currentJob',
  'interestedClubFunctions[999999]',
  'jobExtras[]',
  'jobExtras[0].x',
  'a[0][1].b',
  'ä.ö[ü]',
  'selectedImage',
];

function multipart(template: object): fc.Arbitrary<Payload> {
  const extra = fc.array(fc.tuple(fc.constantFrom(...WEIRD_NAMES), fc.constantFrom(...NASTY_STRINGS)), {
    minLength: 1,
    maxLength: 4,
  });
  const file = fc.option(fc.uint8Array({ maxLength: 64 }), { nil: undefined });
  return fc.tuple(fc.boolean(), brokenObject(template), extra, file).map(([before, object, names, bytes]) => {
    const form = new FormData();
    const weird = () => names.forEach(([name, value]) => form.append(name, value));
    if (before) weird();
    toFormData(JSON.parse(JSON.stringify(object)) as object, form);
    if (!before) weird();
    if (bytes) form.append('selectedImage', new Blob([bytes], { type: 'image/png' }), 'bild.png');
    return payload('multipart', form);
  });
}

function urlEncoded(template: object): fc.Arbitrary<Payload> {
  return fc
    .tuple(brokenObject(template), fc.constantFrom(...WEIRD_NAMES), fc.constantFrom(...NASTY_STRINGS))
    .map(([object, name, value]) => {
      const params = new URLSearchParams();
      for (const [key, v] of formFields(toFormData(JSON.parse(JSON.stringify(object)) as object)))
        params.append(key, v);
      params.append(name, value);
      return payload('urlencoded', new RawBody(params.toString(), 'application/x-www-form-urlencoded'));
    });
}

const notJson = fc.string({ minLength: 1, maxLength: 60 }).filter((text) => {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});

/** Bodies no parser can read: a handler must never see them, and nothing may change. */
export function unreadablePayload(template: object = {}): fc.Arbitrary<Payload> {
  const json = JSON.stringify(template);
  return fc.oneof(
    notJson.map((text) => payload('broken json', new RawBody(text, 'application/json'))),
    fc
      .integer({ min: 1, max: Math.max(1, json.length - 1) })
      .map((n) => payload('cut json', new RawBody(`${json}{`.slice(0, n), 'application/json'))),
    fc.constant(payload('multipart without boundary', new RawBody('a=1', 'multipart/form-data'))),
    fc.constant(
      payload('json over the limit', new RawBody(`{"a":"${'x'.repeat(300_000)}"}`, 'application/json')),
    ),
  );
}

/** Realistic-but-wrong, random and unreadable bodies for a write endpoint whose valid body is `template`. */
export function writePayload(template: object): fc.Arbitrary<Payload> {
  return fc.oneof(
    { weight: 4, arbitrary: brokenObject(template).map((object) => payload('json', object)) },
    { weight: 3, arbitrary: multipart(template) },
    { weight: 1, arbitrary: urlEncoded(template) },
    { weight: 2, arbitrary: unreadablePayload(template) },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => payload('random json', value as object)),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('text/plain', 'application/xml', 'application/json; charset=latin1', null)
        .map((type) => payload('odd content type', new RawBody(JSON.stringify(template), type))),
    },
  );
}
