import { AppError } from '@/shared/kernel/app-error';
import { z } from '@/shared/validation/zod';
import { isSavableField, type PayoutConstraint, type PayoutDetailsForm, type PayoutOption, type SavableField } from '../domain/payout-details';
import type { Transfer } from '../domain/transfer';

/**
 * The payout details' parts of the main API (openapi/main-api.yaml: getBeneficiarySchema's
 * transaction_schema_url, the SchemaDocument of the transaction schema it names, getDataSource,
 * saveTransactionDetails), used by the HTTP adapter and the
 * in-memory one alike, so both modes build the same form and send the same body.
 */

const linkSchema = z.object({ href: z.string(), method: z.enum(['GET', 'POST']) });
const constraintSchema = z.object({
  type: z.string(),
  min: z.optional(z.int()),
  max: z.optional(z.int()),
  pattern: z.optional(z.string()),
  message: z.optional(z.string()),
});

export const transactionSchemaDocument = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      label: z.optional(z.string()),
      payout_types: z.array(z.string()),
      required: z.boolean(),
      constraints: z.array(constraintSchema),
      data_source: z.optional(z.string()),
    }),
  ),
  meta: z.object({
    _constraints: z.record(z.string(), z.array(constraintSchema)),
    _data_sources: z.record(z.string(), linkSchema),
  }),
});

export type SchemaDocumentData = z.infer<typeof transactionSchemaDocument>;

/** Of getBeneficiarySchema's answer for the transfer's destination, where the transaction schema is (spec 02 section 3). */
export const transactionSchemaUrlDocument = z.object({ meta: z.object({ transaction_schema_url: z.optional(z.string()) }) });

export const dataSourceSchema = z.object({ data: z.array(z.object({ value: z.string(), label: z.string(), city: z.optional(z.string()) })) });

/** The schema queries of a transfer (getBeneficiarySchema, getTransactionSchema): its destination, payout type and currency. */
export function transactionSchemaQuery(transfer: Transfer) {
  return {
    'and.destination_country_iso2.eq': transfer.destinationCountry,
    'and.payout_type.eq': transfer.payoutType,
    'and.destination_currency_code.eq': transfer.receive.currency,
  };
}

/** The data sources this portal follows: `/api/v1/data-sources/<source>` with the link's own query. */
const DATA_SOURCES = ['mobile_networks', 'banks', 'collection_points', 'purposes'] as const;
export type DataSourceName = (typeof DATA_SOURCES)[number];

export interface DataSourceCall {
  readonly source: DataSourceName;
  readonly query: Record<string, string>;
}

/** Where a data-source link points: a GET of this API's data sources, or a refusal before any call (the token never goes elsewhere). */
export function dataSourceCall(link: { readonly href: string; readonly method: string }): DataSourceCall {
  const url = new URL(link.href, 'http://link.invalid');
  const match = /^\/api\/v1\/data-sources\/([a-z_]+)$/.exec(url.pathname);
  const source = DATA_SOURCES.find((s) => s === match?.[1]);
  if (url.origin !== 'http://link.invalid' || link.method !== 'GET' || !source) {
    throw new AppError('MalformedResponse', `The link ${link.method} ${link.href} is not a data source of this API.`);
  }
  return { source, query: Object.fromEntries(url.searchParams) };
}

const constraintFrom = (c: z.infer<typeof constraintSchema>): PayoutConstraint | undefined => {
  if (c.type === 'length') return { type: 'length', ...(c.min !== undefined ? { min: c.min } : {}), ...(c.max !== undefined ? { max: c.max } : {}) };
  if (c.type === 'regex' && c.pattern !== undefined) return { type: 'regex', pattern: c.pattern, ...(c.message !== undefined ? { message: c.message } : {}) };
  return undefined;
};

/** The fields of the schema this transfer's details may change, each with its data-source link when it has one. */
export function payoutFieldsFrom(data: SchemaDocumentData, transfer: Transfer) {
  return data.data
    .filter((f) => isSavableField(f.name) && f.payout_types.includes(transfer.payoutType))
    .map((f) => {
      const all = [...f.constraints, ...(data.meta._constraints[f.name] ?? [])].map(constraintFrom).filter((c): c is PayoutConstraint => c !== undefined);
      const constraints = all.filter((c, i) => all.findIndex((d) => JSON.stringify(d) === JSON.stringify(c)) === i);
      const link = f.data_source !== undefined ? data.meta._data_sources[f.data_source] : undefined;
      return { name: f.name as SavableField, label: f.label, required: f.required, constraints, dataSource: link ? dataSourceCall(link) : undefined };
    });
}

export function optionsFrom(data: z.infer<typeof dataSourceSchema>): PayoutOption[] {
  return data.data.map((o) => ({ value: o.value, label: o.label, ...(o.city !== undefined ? { city: o.city } : {}) }));
}

/** The form, once each choice's options are in. */
export async function formFrom(
  fields: ReturnType<typeof payoutFieldsFrom>,
  options: (call: DataSourceCall) => Promise<PayoutOption[]>,
): Promise<PayoutDetailsForm> {
  const resolved = await Promise.all(fields.map(async (f) => ({
    name: f.name, label: f.label, required: f.required, constraints: f.constraints,
    options: f.dataSource ? await options(f.dataSource) : undefined,
  })));
  return { fields: resolved };
}

/** saveTransactionDetails' body. */
export function saveDetailsBody(reference: string, details: Partial<Record<SavableField, string>>) {
  return { transaction: { reference, ...details } };
}
