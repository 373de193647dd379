/**
 * For tests that check which modules a loader brings: `vi.mock(path, recordAs(name))` records the
 * module's first import under `name` in `imported`, then is the module itself. Made inside
 * `vi.hoisted`, so the mocks (hoisted above the imports) can use it.
 */
export function importRecorder() {
  const imported = new Set<string>();
  const recordAs = (name: string) => async (original: () => Promise<unknown>) => {
    imported.add(name);
    return original();
  };
  return { imported, recordAs };
}
