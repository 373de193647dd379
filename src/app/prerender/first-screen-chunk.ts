/**
 * One chunk for everything the entry imports statically (what every first screen runs anyway),
 * instead of the bundler's many small shared chunks: each chunk boundary costs bytes (imports,
 * exports, a gzip stream of its own) and a request. Lazily loaded code keeps its own chunks.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

export function firstScreenChunk(entryId: string): (id: string, graph: ModuleGraph) => string | null {
  let firstScreen: Set<string> | undefined;
  return (id, graph) => {
    if (!firstScreen) {
      const found = new Set<string>();
      const visit = (moduleId: string) => {
        if (found.has(moduleId)) return;
        found.add(moduleId);
        for (const next of graph.getModuleInfo(moduleId)?.importedIds ?? []) visit(next);
      };
      visit(entryId);
      firstScreen = found;
    }
    return firstScreen.has(id) ? 'first-screen' : null;
  };
}
