import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxWorld } from './world';

/**
 * The sandbox's error-reporting service: it records the reports the portal sends exactly as they
 * arrive, so tests can check what left the page (nothing personal, no token). The HTTP recorder
 * (POST/GET /sandbox/control/error-reports, src/sandbox/server/control-api.ts) and the in-memory
 * adapter (src/shell/adapters/in-memory-error-reporter.ts) both use this desk.
 */
export interface RecordedErrorReport {
  readonly id: string;
  readonly kind: 'exception' | 'message';
  readonly level: 'error' | 'warning' | 'info';
  readonly source: string;
  readonly type: string;
  readonly message: string;
  readonly code?: string;
  readonly status?: number;
  readonly stack?: string;
  readonly page: string;
  readonly release: string;
  readonly at: string;
  readonly sampling: { readonly traced: boolean; readonly replay: 'session' | 'on-error' | 'none' };
  readonly details: Readonly<Record<string, unknown>>;
}

/** Reports kept per world (the oldest are dropped beyond). */
export const MAX_RECORDED_REPORTS = 500;

const books = new WeakMap<SandboxWorld, RecordedErrorReport[]>();

function bookOf(world: SandboxWorld): RecordedErrorReport[] {
  let book = books.get(world);
  if (!book) {
    book = [];
    books.set(world, book);
  }
  return book;
}

const invalid = (property: string, message: string): DeskAnswer<never> => ({
  ok: false,
  errors: [{ status: 400, type: 'InvalidValue', message, property_path: property } satisfies DeskError],
});

const isText = (value: unknown, max: number, min = 0): value is string => typeof value === 'string' && value.length >= min && value.length <= max;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The report's shape, checked field by field; the first problem is the refusal. */
function checked(body: unknown): DeskAnswer<RecordedErrorReport> {
  if (!isObject(body)) return invalid('', 'Send one report as a JSON object.');
  const b = body;
  if (!isText(b.id, 100, 1)) return invalid('id', 'id: a text of 1 to 100 characters.');
  if (b.kind !== 'exception' && b.kind !== 'message') return invalid('kind', 'kind: exception or message.');
  if (b.level !== 'error' && b.level !== 'warning' && b.level !== 'info') return invalid('level', 'level: error, warning or info.');
  for (const [name, max] of [['source', 40], ['type', 200], ['message', 8000], ['page', 4000], ['release', 40], ['at', 40]] as const) {
    if (!isText(b[name], max)) return invalid(name, `${name}: a text of at most ${max} characters.`);
  }
  if (b.code !== undefined && !isText(b.code, 200)) return invalid('code', 'code: a text of at most 200 characters.');
  if (b.status !== undefined && !(typeof b.status === 'number' && Number.isInteger(b.status))) return invalid('status', 'status: a whole number.');
  if (b.stack !== undefined && !isText(b.stack, 16000)) return invalid('stack', 'stack: a text of at most 16000 characters.');
  const sampling = b.sampling;
  if (!isObject(sampling) || typeof sampling.traced !== 'boolean' || !['session', 'on-error', 'none'].includes(String(sampling.replay))) {
    return invalid('sampling', 'sampling: { traced: boolean, replay: session | on-error | none }.');
  }
  if (!isObject(b.details)) return invalid('details', 'details: an object.');
  return { ok: true, value: b as unknown as RecordedErrorReport };
}

/** Records a report once: the same id again (a retried send) is answered as recorded before. */
export function recordErrorReportAtDesk(world: SandboxWorld, body: unknown): DeskAnswer<{ readonly id: string; readonly recorded: boolean }> {
  const answer = checked(body);
  if (!answer.ok) return answer;
  const book = bookOf(world);
  const report = answer.value;
  if (book.some((r) => r.id === report.id)) return { ok: true, value: { id: report.id, recorded: false } };
  book.push(structuredClone(report));
  if (book.length > MAX_RECORDED_REPORTS) book.splice(0, book.length - MAX_RECORDED_REPORTS);
  return { ok: true, value: { id: report.id, recorded: true } };
}

/** Every report recorded, oldest first. */
export function errorReportsAtDesk(world: SandboxWorld): readonly RecordedErrorReport[] {
  return bookOf(world);
}
