import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// `import-x/no-cycle` sees cycles between files; two features can still lean on each other
// through different files (a route of one calling the other's service while that service calls
// back). This test draws the graph of features and expects no loop in it: when two features need
// each other, the shared piece moves to the side that owns it, or they merge. Tests are left
// out: they set up data through whichever features they need.
const FEATURES = resolve('apps/server/src/features');

type Graph = Map<string, Map<string, string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** feature → the features it imports, each with one file that shows the import. */
function featureGraph(root: string): Graph {
  const graph: Graph = new Map();
  for (const feature of readdirSync(root, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const edges = new Map<string, string>();
    for (const file of sourceFiles(join(root, feature.name))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = relative(root, resolve(dirname(file), fileName)).split(sep)[0];
        if (target && target !== feature.name && !target.startsWith('..')) {
          edges.set(target, relative(root, file));
        }
      }
    }
    graph.set(feature.name, edges);
  }
  return graph;
}

/** One loop in the graph as `a → b → a`, or undefined when it has none. */
function findCycle(graph: Graph): string[] | undefined {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | undefined => {
    const seen = path.indexOf(node);
    if (seen >= 0) return [...path.slice(seen), node];
    if (done.has(node)) return undefined;
    for (const next of graph.get(node)?.keys() ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}

const graphOf = (edges: Record<string, string[]>): Graph =>
  new Map(
    Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, 'x.ts']))]),
  );

describe('server features', () => {
  it('never depend on each other in a loop, in pairs or longer', () => {
    const graph = featureGraph(FEATURES);
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('applications')?.has('candidates')).toBe(true);
    const cycle = findCycle(graph);
    const shown = cycle?.map((feature, i) => {
      const next = cycle[i + 1];
      return next ? `${feature} → ${next} (${graph.get(feature)?.get(next)})` : feature;
    });
    expect(shown).toBeUndefined();
  });

  it('the loop finder finds a pair, a longer loop, and no loop in a chain', () => {
    expect(findCycle(graphOf({ users: ['accounts'], accounts: ['users'] }))).toEqual([
      'users',
      'accounts',
      'users',
    ]);
    expect(findCycle(graphOf({ a: ['b'], b: ['c'], c: ['a'] }))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toBeUndefined();
  });
});
