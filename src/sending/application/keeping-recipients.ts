import { groupDestinations, type Destination } from '../domain/destinations';
import type { Recipient } from '../domain/recipient';
import { formValuesOf, targetOf, type RecipientTarget } from '../domain/recipients-book';
import { formFieldsOf, type FormField } from '@/shared/schema-form/schema-form';
import type { BeneficiarySchemaGateway } from './beneficiary-schema-gateway';
import type { QuoteGateway } from './quote-gateway';
import type { RecipientGateway } from './recipient-gateway';

/** How a recipient's saved values read: the fields of their form, and the label of each option saved (a network, a bank). */
export interface RecipientDescription {
  /** Their form's fields (the beneficiary schema of their destination and payout type), which label the values. */
  readonly fields: readonly FormField[];
  /** The label of a saved option by field name, e.g. mobile_network_code -> "Hormuud EVC Plus". */
  readonly optionLabels: Readonly<Record<string, string>>;
}

/** One recipient as the /recipients page opens them. */
export interface RecipientSheet {
  /** Undefined when the customer has no recipient with that id. */
  readonly recipient: Recipient | undefined;
  /** What their form is for; undefined when the portal no longer pays out to them that way (they cannot be edited). */
  readonly target: RecipientTarget | undefined;
  /** Undefined when their schema could not be read: the page's own labels are used. */
  readonly description: RecipientDescription | undefined;
}

/**
 * The /recipients page's use cases (spec 02 section 2): every recipient of the customer, whatever
 * the country (GET /api/v1/beneficiaries without a filter); one of them with what their form is for
 * (the destination's currency from the fx-rates offers) and how their saved values read (their
 * beneficiary schema's fields and the labels of the options saved); the destinations a new
 * recipient can be added for. Adding and updating go through AddingRecipient's schema form.
 */
export class KeepingRecipients {
  constructor(
    private readonly recipients: RecipientGateway,
    private readonly quotes: QuoteGateway,
    private readonly schemas: BeneficiarySchemaGateway,
  ) {}

  list(): Promise<Recipient[]> {
    return this.recipients.list();
  }

  async destinations(): Promise<Destination[]> {
    return groupDestinations(await this.quotes.offers());
  }

  /** A recipient by id with what their form is for; how their values read is asked last, and is not needed (a refusal leaves it out). */
  async open(id: string): Promise<RecipientSheet> {
    const [recipient, destinations] = await Promise.all([this.recipients.get(id), this.destinations()]);
    if (!recipient) return { recipient: undefined, target: undefined, description: undefined };
    const target = targetOf(recipient, destinations);
    const description = target ? await this.describe(recipient, target).catch(() => undefined) : undefined;
    return { recipient, target, description };
  }

  private async describe(recipient: Recipient, target: RecipientTarget): Promise<RecipientDescription> {
    const schema = await this.schemas.schema(target.destinationCountry, target.payoutType, target.destinationCurrency);
    const fields = formFieldsOf(schema, target.payoutType);
    const values = formValuesOf(recipient);
    const optionLabels: Record<string, string> = {};
    await Promise.all(
      fields.map(async (field) => {
        const value = values[field.name];
        if (!field.dataSource || value === undefined) return;
        const items = await this.schemas.dataSource(field.dataSource).catch(() => []);
        const item = items.find((i) => i.value === value);
        if (item) optionLabels[field.name] = item.label;
      }),
    );
    return { fields, optionLabels };
  }
}
