import { useEffect, useId, useRef, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CardFieldName, CardFormLayout, CardFormMountOptions, CardFormSlots, CardFormState } from '../payment/card-form';
import { Spinner } from './spinner';
import './card-fields.css';

/** The catalogue of the fields' labels, problems and placeholders (a screen that shows them loads it with its own). */
export const CARD_FIELDS_NAMESPACE = 'card-fields';

export interface CardFieldsProps {
  /** The open form's layout: three labelled slots, or one for a provider whose form is a page of its own. */
  readonly layout: CardFormLayout;
  /** The provider's state of its fields. */
  readonly state: CardFormState;
  /**
   * Draws the provider's fields into the slots (the view model's mount: src/shared/ui/card-form-mount.ts);
   * returns what removes them. Called once the slots are in the page, again when the language changes.
   */
  readonly mount: (slots: CardFormSlots, options: Omit<CardFormMountOptions, 'onChange'>) => () => void;
  /** The accessible name of a page provider's frame. */
  readonly title: string;
  /** The spinner's text until the provider's fields are ready. */
  readonly loading: string;
  /** The provider's name, where the screen knows it (its page's frame is sized to it). */
  readonly provider?: string;
}

/**
 * The slots the card provider draws its fields into (its frames, on its origin: the card number is
 * typed there, never into the portal's page), for the pay step's card panel and the wallet's top-up
 * by a new card: three labelled slots (each with the provider's judgement of it), or one for a
 * provider whose form is a page of its own. The provider is mounted once the slots are in the page
 * and removed with them.
 */
export const CardFields = observer(function CardFields({ layout, state, mount, title, loading, provider }: CardFieldsProps) {
  const { t, i18n } = useTranslation(CARD_FIELDS_NAMESPACE);
  const id = useId();
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const cvv = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const language = i18n.language;
  useEffect(() => {
    const slots: CardFormSlots =
      layout === 'page' ? { page: page.current ?? undefined } : { number: number.current ?? undefined, expiry: expiry.current ?? undefined, cvv: cvv.current ?? undefined };
    return mount(slots, {
      locale: language,
      placeholders: {
        number: t('placeholders.number'),
        expiryMonth: t('placeholders.expiryMonth'),
        expiryYear: t('placeholders.expiryYear'),
        cvv: t('placeholders.cvv'),
      },
      title,
    });
    // Mounted once per opened form and language: the texts follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mount, layout, language]);
  const field = (name: CardFieldName, ref: RefObject<HTMLDivElement | null>) => (
    <div className={`card-field card-field--${name}`} data-field-state={state.fields[name]}>
      <span className="card-field__label" id={`${id}-${name}`}>
        {t(`fields.${name}`)}
      </span>
      <div ref={ref} className="card-field__slot" role="group" aria-labelledby={`${id}-${name}`} data-testid={`card-field-${name}`} />
      {state.fields[name] === 'invalid' ? <p className="field__error">{t(`fieldInvalid.${name}`)}</p> : null}
    </div>
  );
  return (
    <div className="card-fields" aria-busy={!state.ready} data-testid="card-fields" data-provider={provider}>
      {state.ready ? null : <Spinner label={loading} />}
      {layout === 'page' ? (
        <div ref={page} className="card-fields__page" data-testid="card-form-page" />
      ) : (
        <>
          {field('number', number)}
          <div className="card-fields__row">
            {field('expiry', expiry)}
            {field('cvv', cvv)}
          </div>
        </>
      )}
    </div>
  );
});
