import { use, useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import type { EnsureModules } from '@/shared/di/module-loader';
import { LoadFailed } from '@/shared/ui/load-failed';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import { ensureWalletModules } from '../../wallet-loader';
import { WALLET_BRAND_NAMES, expiryText, type WalletCard } from '../../domain/saved-card';
import { makeWalletCardsViewModel, WalletCardsViewModel } from './wallet-cards-view-model';

const NAMESPACES = ['wallet', 'errors'] as const;

/** "Visa ending in 4242". */
function useCardName(): (card: WalletCard) => string {
  const { t } = useTranslation(NAMESPACES);
  return (card) => t('wallet:cards.card', { brand: WALLET_BRAND_NAMES[card.brand], last4: card.last4 });
}

/**
 * The saved cards: brand, last four digits, MM/YY expiry and "Expired" when its month has passed
 * in the customer's calendar; Delete asks first, in a dialog. The card leaves the list once the
 * back office deleted it (and the focus goes to the message that says so); a refusal is shown in
 * the dialog, with its error code.
 */
export const WalletCardsSection = observer(function WalletCardsSection({ ensureCards }: { ensureCards: EnsureModules }) {
  const container = useContainer();
  use(ensureWalletModules(container));
  use(ensureCards(container));
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(WalletCardsViewModel, makeWalletCardsViewModel);
  const errorText = useErrorText();
  const cardName = useCardName();
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const deletedRef = useRef<HTMLParagraphElement>(null);
  const task = vm.task;
  const cards = vm.cards;
  const confirming = vm.confirming;
  const deleteError = vm.deleteError ? errorText(vm.deleteError) : undefined;

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // A deleted card's row (and its button) is gone: the focus goes to the message saying so.
  const deleted = vm.deleted;
  useEffect(() => {
    if (deleted) deletedRef.current?.focus();
  }, [deleted]);

  return (
    <section className="card wallet-section" aria-labelledby={`${id}-heading`} aria-busy={task.state === 'loading'} ref={sectionRef} tabIndex={-1} data-testid="wallet-cards">
      <h2 id={`${id}-heading`} className="wallet-section__heading">
        {t('wallet:cards.heading')}
      </h2>
      <p ref={deletedRef} tabIndex={-1} role="status" className={deleted ? 'wallet-cards__deleted' : 'visually-hidden'} data-testid="wallet-card-deleted">
        {deleted ? t('wallet:cards.deleted', { card: cardName(deleted) }) : ''}
      </p>
      {task.state === 'ready' && cards.length === 0 ? <p className="hint">{t('wallet:cards.empty')}</p> : null}
      {cards.length > 0 ? (
        <ul className="wallet-list">
          {cards.map(({ card, expired }) => (
            <li key={card.id} className="wallet-list__item" data-testid="wallet-card" data-last4={card.last4} data-expired={expired}>
              <div className="wallet-list__main">
                <span className="wallet-list__title">{cardName(card)}</span>
                <span className="wallet-list__detail">
                  {t('wallet:cards.expires', { expiry: expiryText(card.expiry) })}
                  {expired ? (
                    <>
                      {' '}
                      <span className="badge badge--warning wallet-cards__expired">{t('wallet:cards.expired')}</span>
                    </>
                  ) : null}
                </span>
              </div>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('wallet:cards.deleteCard', { card: cardName(card) })}
                onClick={() => vm.askToDelete(card)}
                data-testid="wallet-card-delete"
              >
                {t('wallet:cards.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {task.state === 'loading' && !task.retrying && cards.length === 0 ? <Spinner label={t('wallet:cards.loading')} /> : null}
      {task.error && (task.state === 'failed' || task.retrying) ? (
        <LoadFailed
          what={t('wallet:cards.failed')}
          error={task.error}
          retrying={task.retrying}
          onRetry={() => void vm.load()}
          onRecovered={() => sectionRef.current?.focus()}
          testId="wallet-cards-failed"
        />
      ) : null}

      <ModalDialog
        open={confirming !== undefined}
        title={t('wallet:cards.confirmTitle')}
        onClose={vm.cancelDelete}
        closeButton
        actions={
          <>
            <button type="button" className="button button--primary" aria-disabled={vm.deleting || undefined} onClick={() => void vm.confirmDelete()} data-testid="wallet-card-confirm-delete">
              {vm.deleting ? t('wallet:cards.deleting') : t('wallet:cards.confirm')}
            </button>
            <button type="button" className="button button--secondary" data-autofocus disabled={vm.deleting} onClick={vm.cancelDelete}>
              {t('wallet:cards.keep')}
            </button>
          </>
        }
      >
        {confirming ? (
          <div data-testid="wallet-card-dialog">
            <p>{t('wallet:cards.confirmText', { card: cardName(confirming), expiry: expiryText(confirming.expiry) })}</p>
            {deleteError ? (
              <div className="alert alert--error" role="alert" data-testid="wallet-card-delete-error">
                <p className="alert__title">{t('wallet:cards.deleteFailed')}</p>
                <div className="alert__body">
                  <p>{deleteError.message}</p>
                  {deleteError.code ? <p className="dialog__code">{deleteError.code}</p> : null}
                </div>
              </div>
            ) : null}
          </div>
        ) : null}
      </ModalDialog>
    </section>
  );
});
