import { register } from 'node:module';

/**
 * Screens import their own stylesheet (Vite bundles it with the screen's chunk). Scenarios load
 * screens' modules in Node, which cannot import CSS: a stylesheet is an empty module here.
 */
const loader = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(loader)}`);
