import { observer } from 'mobx-react-lite';
import type { ControlRef } from '@/shared/ui/schema-form/field-host';
import { FIELD_CONTROLS } from './field-controls';
import type { NewRecipientViewModel } from './new-recipient-view-model';

/**
 * The form of a beneficiary schema, data-driven: each field of the payout type, in the schema's
 * order, rendered by its kind's component (FIELD_CONTROLS). A new field type or payout provider is
 * an entry of the field-type registry (src/shared/schema-form/field-registry.ts) and its label;
 * this component and the page do not change.
 */
export const SchemaForm = observer(function SchemaForm({ vm, controlRef, formId }: { vm: NewRecipientViewModel; controlRef: ControlRef; formId: string }) {
  return (
    <>
      {vm.fields.map((field) => {
        const Control = FIELD_CONTROLS[field.kind];
        return <Control key={field.name} field={field} vm={vm} controlRef={controlRef} formId={formId} />;
      })}
    </>
  );
});
