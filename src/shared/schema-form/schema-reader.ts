import { AppError } from '@/shared/kernel/app-error';
import { isPayoutType } from '@/shared/kernel/payout-type';
import { z } from '@/shared/validation/zod';
import type { BeneficiarySchema, DataSourceItem, SchemaConstraint, SchemaLink } from './schema-document';

/**
 * The one reader of the schema document (openapi/main-api.yaml SchemaDocument: getBeneficiarySchema
 * and the transaction schema at its transaction_schema_url) and of a data source's answer
 * (getDataSource), used by every adapter of both modes that reads a schema: send money's
 * beneficiary-schema gateways and the transfers' payout-details gateways map the same answer to the
 * same domain values.
 */

const optionalText = z.optional(z.string());

const linkSchema = z.object({ href: z.string(), method: z.enum(['GET', 'POST']) });

const constraintSchema = z.object({
  type: z.string(),
  min: z.optional(z.int()),
  max: z.optional(z.int()),
  pattern: optionalText,
  format: optionalText,
  message: optionalText,
  values: z.optional(z.array(z.string())),
});

const fieldSchema = z.object({
  name: z.string(),
  types: z.array(z.string()),
  label: optionalText,
  // A payout type the portal does not know yet is kept out (its fields are then for no payout type the portal offers).
  payout_types: z.array(z.string()),
  required: z.boolean(),
  constraints: z.array(constraintSchema),
  data_source: optionalText,
  links: z.object({ search: z.optional(linkSchema) }),
});

export const schemaDocumentSchema = z.object({
  data: z.array(fieldSchema),
  meta: z.object({
    _links: z.record(z.string(), linkSchema),
    _constraints: z.record(z.string(), z.array(constraintSchema)),
    _data_sources: z.record(z.string(), linkSchema),
    transaction_schema_url: optionalText,
  }),
});

type ConstraintData = z.infer<typeof constraintSchema>;

const constraintFrom = (c: ConstraintData): SchemaConstraint => ({
  type: c.type,
  ...(c.min !== undefined ? { min: c.min } : {}),
  ...(c.max !== undefined ? { max: c.max } : {}),
  ...(c.pattern !== undefined ? { pattern: c.pattern } : {}),
  ...(c.format !== undefined ? { format: c.format } : {}),
  ...(c.message !== undefined ? { message: c.message } : {}),
  ...(c.values !== undefined ? { values: [...c.values] } : {}),
});

const linkFrom = (l: z.infer<typeof linkSchema>): SchemaLink => ({ href: l.href, method: l.method });
const mapValues = <A, B>(record: Record<string, A>, f: (a: A) => B): Record<string, B> => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)]));

/** The schema document as the engine reads it (a payout type the portal does not know is dropped). */
export function beneficiarySchemaFrom(data: z.infer<typeof schemaDocumentSchema>): BeneficiarySchema {
  return {
    fields: data.data.map((f) => ({
      name: f.name,
      types: [...f.types],
      label: f.label,
      payoutTypes: f.payout_types.filter(isPayoutType),
      required: f.required,
      constraints: f.constraints.map(constraintFrom),
      dataSource: f.data_source,
      links: f.links.search ? { search: linkFrom(f.links.search) } : {},
    })),
    meta: {
      links: mapValues(data.meta._links, linkFrom),
      constraints: mapValues(data.meta._constraints, (list) => list.map(constraintFrom)),
      dataSources: mapValues(data.meta._data_sources, linkFrom),
      transactionSchemaUrl: data.meta.transaction_schema_url,
    },
  };
}

export const dataSourceSchema = z.object({ data: z.array(z.object({ value: z.string(), label: z.string(), city: optionalText })) });

export function dataSourceFrom(data: z.infer<typeof dataSourceSchema>): DataSourceItem[] {
  return data.data.map((item) => ({ value: item.value, label: item.label, city: item.city }));
}

/**
 * A link the back office gave that is not a path of the same API: never followed (the session's
 * token would go with it), in either mode, before any call.
 */
export function unfollowableLink(link: SchemaLink): AppError {
  return new AppError('MalformedResponse', `The link ${link.method} ${link.href} is not a path of this API.`);
}

/** A link's path and its own query parameters (a link may carry filters, e.g. a data source's destination). */
export function linkParts(href: string): { readonly path: string; readonly query: Record<string, string> } {
  const url = new URL(href, 'http://link.invalid');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}
