/**
 * `architecture/no-cycle`: refuses a module that can reach itself again through its imports.
 *
 * Modules are resolved the way TypeScript resolves them (tsconfig.json, with its `@/` alias), so
 * `@/x/y`, `./y` and `../x/y` are the same file. Every static import, re-export and `import()`
 * with a literal specifier counts; packages (node_modules) are never followed. Only the project's
 * own TypeScript is in the graph. Built on the TypeScript compiler API the project already has,
 * so the check needs no resolver package with platform binaries.
 */
import ts from 'typescript';
import { dirname, resolve } from 'node:path';

const graphs = new Map();

/** One import graph per tsconfig.json, filled lazily and kept for the whole lint run. */
function graphFor(tsconfigPath) {
  let graph = graphs.get(tsconfigPath);
  if (!graph) {
    const read = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(read.config ?? {}, ts.sys, dirname(tsconfigPath));
    const options = parsed.options;
    const host = ts.createCompilerHost(options, true);
    const cache = ts.createModuleResolutionCache(dirname(tsconfigPath), (f) => f, options);
    const edges = new Map();
    const importsOf = (file) => {
      let targets = edges.get(file);
      if (targets) return targets;
      targets = [];
      edges.set(file, targets);
      const text = ts.sys.readFile(file);
      if (text === undefined) return targets;
      const { importedFiles } = ts.preProcessFile(text, true, true);
      for (const { fileName } of importedFiles) {
        const { resolvedModule } = ts.resolveModuleName(fileName, file, options, host, cache);
        if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
        const target = resolve(resolvedModule.resolvedFileName);
        if (/\.d\.ts$/.test(target) || target.includes('/node_modules/')) continue;
        targets.push(target);
      }
      return targets;
    };
    graph = { importsOf };
    graphs.set(tsconfigPath, graph);
  }
  return graph;
}

/** True when `start` is reachable again from one of its own imports. */
function inCycle(graph, start) {
  const seen = new Set();
  const stack = [...graph.importsOf(start)];
  while (stack.length > 0) {
    const file = stack.pop();
    if (file === start) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...graph.importsOf(file));
  }
  return false;
}

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import cycles between the project’s own modules' },
    schema: [],
    messages: { cycle: 'Dependency cycle detected' },
  },
  create(context) {
    const tsconfig = ts.findConfigFile(dirname(context.filename), ts.sys.fileExists, 'tsconfig.json');
    if (!tsconfig) return {};
    return {
      Program(node) {
        if (inCycle(graphFor(resolve(tsconfig)), resolve(context.filename))) {
          context.report({ node, messageId: 'cycle' });
        }
      },
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
