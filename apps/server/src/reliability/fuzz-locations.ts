import fc from 'fast-check';
import type { Call, Operation } from './operations';

/** What a fuzz strategy breaks: a well-formed call of the operation, and what else it may use. */
export type Target = {
  operation: Operation;
  baseline: Call;
  /** Real ids of other rows, for path parameters that name something else. */
  otherIds: string[];
  /** The multipart field an upload route reads, or a guess for others. */
  field: string;
  files: { png: Buffer; pdf: Buffer };
};

type Path = (string | number)[];
export type Location =
  { in: 'body'; path: Path } | { in: 'query'; name: string } | { in: 'path'; name: string };

/** Every place of a body a value can be swapped in: each member of each object and array. */
function bodyPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return [path, ...value.flatMap((item, i) => bodyPaths(item, [...path, i]))];
  if (value && typeof value === 'object') {
    return [
      path,
      ...Object.entries(value).flatMap(([key, item]) => bodyPaths(item, [...path, key])),
    ];
  }
  return [path];
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}

function locations({ operation, baseline }: Target): Location[] {
  return [
    ...(baseline.body === undefined
      ? []
      : bodyPaths(baseline.body).map((path) => ({ in: 'body' as const, path }))),
    ...operation.parameters.map((p) => ({ in: p.in, name: p.name }) as Location),
  ];
}

export const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function put(baseline: Call, location: Location, value: unknown): Call {
  if (location.in === 'body')
    return { ...baseline, body: setAt(baseline.body, location.path, value) };
  if (location.in === 'query')
    return { ...baseline, query: { ...baseline.query, [location.name]: asText(value) } };
  return { ...baseline, params: { ...baseline.params, [location.name]: asText(value) } };
}

/** The baseline with one place (a body member, a query or path parameter) given a bad value. */
export function breakOne(target: Target, bad: (location: Location) => fc.Arbitrary<unknown>) {
  const places = locations(target);
  if (places.length === 0) return fc.constant(target.baseline);
  return fc
    .constantFrom(...places)
    .chain((location) => bad(location).map((value) => put(target.baseline, location, value)));
}
