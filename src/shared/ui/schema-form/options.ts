import { runInAction } from 'mobx';
import { toAppError } from '@/shared/kernel/app-error';
import type { DataSourceItem, SchemaLink } from '@/shared/schema-form/schema-document';
import type { FormField } from '@/shared/schema-form/schema-form';
import type { Options } from './field-host';

/**
 * A schema form's data-source options, kept by link (href) in a host's observable record: the
 * new-recipient form and the transaction form load and read them the same way.
 */
export const NO_OPTIONS: Options = { state: 'idle', items: [], error: undefined };

/** A field's options (none without a data source, idle before they are asked for). */
export function optionsOfField(options: Readonly<Record<string, Options>>, field: FormField): Options {
  return field.dataSource ? (options[field.dataSource.href] ?? NO_OPTIONS) : NO_OPTIONS;
}

/** Loads a link's options into the record: loading (the items so far kept), then ready, or failed with its error. */
export async function loadOptionsInto(options: Record<string, Options>, link: SchemaLink, read: (link: SchemaLink) => Promise<DataSourceItem[]>): Promise<void> {
  runInAction(() => {
    options[link.href] = { state: 'loading', items: options[link.href]?.items ?? [], error: undefined };
  });
  try {
    const items = await read(link);
    runInAction(() => {
      options[link.href] = { state: 'ready', items, error: undefined };
    });
  } catch (raw) {
    runInAction(() => {
      options[link.href] = { state: 'failed', items: [], error: toAppError(raw) };
    });
  }
}
