import { ESCAPE_ACTION } from '../escape-action';
import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { useErrorText } from '@/shared/ui/use-error-text';
import { intlLocale } from '@/shared/ui/intl-locale';
import { Spinner } from '@/shared/ui/spinner';
import type { AppError } from '@/shared/kernel/app-error';
import type { ProviderFlowProps } from '../provider-flow';
import { IDENTITY_DOCUMENT_TYPES, makeManualUploadViewModel, ManualUploadViewModel, type ChosenFile } from './manual-upload-view-model';
import { ACCEPTED_FILE_TYPES, ACCEPTED_IMAGE_TYPES, maxBytesOf, maxFilesOf } from './manual-upload-rules';
import './manual-upload.css';

const DOCUMENT_TYPE_KEY = { Passport: 'passport', ID: 'nationalId', DriversLicense: 'driversLicence' } as const;

/** Whole bytes -> "3.9 MB" / "460 kB" in the interface language. */
function formatSize(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: mb ? 2 : 0 }).format(value);
}

/** Phones (a coarse pointer) get a second picker that opens the camera. */
function useOffersCamera(): boolean {
  const [coarse] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
  return coarse;
}

/** The manual upload wizard (spec 01 section 4), rendered by the launcher inside the upload dialog. */
export const ManualUploadFlow = observer(function ManualUploadFlow({ request, onDone, onContinueOnPhone }: ProviderFlowProps) {
  const { t } = useTranslation(['kyc-manual', 'kyc-rules', 'domain']);
  const vm = useViewModel(ManualUploadViewModel, (c) => makeManualUploadViewModel(c, request));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const refusedRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });
  const firstStep = useRef(true);

  // Leaving the wizard cancels an upload still running.
  useEffect(() => () => vm.cancel(), [vm]);

  // Each new step is announced by moving the focus to its heading (not on the first one: the dialog placed it).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [vm.step]);

  useEffect(() => {
    if (vm.phase === 'failed' || (vm.error && vm.phase === 'editing')) errorRef.current?.focus();
  }, [vm.phase, vm.error]);

  useEffect(() => {
    if (vm.refused.length > 0) refusedRef.current?.focus();
  }, [vm.refused]);

  const upload = async () => {
    const outcome = await vm.upload();
    if (outcome) doneRef.current(outcome);
  };
  const skip = () => {
    const outcome = vm.skip();
    if (outcome) onDone(outcome);
  };

  const screen = request.screen;
  const heading =
    vm.step === 'intro'
      ? t(`heading.intro.${screen}`)
      : vm.step === 'selfie'
        ? t('heading.selfie')
        : vm.step === 'back'
          ? t(`heading.back.${vm.documentType === 'DriversLicense' ? 'DriversLicense' : 'ID'}`)
          : t(`heading.front.${screen === 'id' ? (vm.documentType ?? 'Passport') : screen}`);

  return (
    <div className="kyc-manual" aria-busy={vm.uploading || vm.checking}>
      <p className="kyc-manual__step">{t('stepOf', { current: vm.stepNumber, total: vm.steps.length })}</p>
      <h3 className="kyc-manual__heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      {vm.step === 'intro' ? <Intro vm={vm} /> : <FileStep vm={vm} refusedRef={refusedRef} />}
      {vm.phase === 'cancelled' ? (
        <p className="alert alert--info kyc-manual__notice" role="status">
          {t('upload.cancelled')}
        </p>
      ) : null}
      {vm.error ? <UploadFailed error={vm.error} ref={errorRef} /> : null}
      <div className="actions kyc-manual__actions">
        {vm.stepNumber > 1 ? (
          <button type="button" className="button button--secondary" onClick={vm.back} disabled={vm.uploading}>
            {t('action.back')}
          </button>
        ) : null}
        {vm.canSkip && vm.step === 'intro' ? (
          <button type="button" className="button button--ghost" onClick={skip} {...ESCAPE_ACTION}>
            {t('action.skip')}
          </button>
        ) : null}
        {!(vm.canSkip && vm.step === 'intro') ? (
          <button type="button" className="button button--ghost" onClick={() => onDone({ kind: 'closed' })} disabled={vm.uploading} {...ESCAPE_ACTION}>
            {t('action.close')}
          </button>
        ) : null}
        {vm.step === 'intro' && onContinueOnPhone ? (
          <button type="button" className="button button--secondary" onClick={onContinueOnPhone}>
            {t('action.continueOnPhone')}
          </button>
        ) : null}
        {vm.uploading ? (
          <button type="button" className="button button--secondary" onClick={vm.cancel} {...ESCAPE_ACTION}>
            {t('upload.cancel')}
          </button>
        ) : null}
        {vm.isLastStep && vm.step !== 'intro' ? (
          <button type="button" className="button button--primary" onClick={() => void upload()} disabled={!vm.canUpload}>
            {vm.uploading ? t('upload.uploading') : vm.phase === 'failed' ? t('upload.retry') : t('upload.submit')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={vm.next} disabled={!vm.canGoNext}>
            {t('action.next')}
          </button>
        )}
      </div>
    </div>
  );
});

const Intro = observer(function Intro({ vm }: { vm: ManualUploadViewModel }) {
  const { t } = useTranslation('kyc-manual');
  const screen = vm.screen;
  const legendId = useId();
  return (
    <>
      <p>{t(`intro.${screen}`)}</p>
      <p className="hint">{t('intro.requirements')}</p>
      {screen === 'id' ? (
        <fieldset className="choices" aria-labelledby={legendId}>
          <legend id={legendId} className="kyc-manual__legend">
            {t('intro.chooseType')}
          </legend>
          {IDENTITY_DOCUMENT_TYPES.map((type) => (
            <label key={type} className="choice kyc-manual__choice">
              <input type="radio" name="document-type" value={type} checked={vm.documentType === type} onChange={() => vm.chooseType(type)} />
              <span>
                <span className="kyc-manual__choice-label">{t(`domain:documentType.${DOCUMENT_TYPE_KEY[type]}`)}</span>
                <span className="hint kyc-manual__choice-hint">{t(`typeHint.${type}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <>
          <p>{t('intro.accepted')}</p>
          <ul className="kyc-manual__accepted">
            {vm.proofDocuments.map((key) => (
              <li key={key}>{t(`kyc-rules:documents.${key}`)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
});

const FileStep = observer(function FileStep({ vm, refusedRef }: { vm: ManualUploadViewModel; refusedRef: Ref<HTMLDivElement> }) {
  const { t, i18n } = useTranslation('kyc-manual');
  const screen = vm.screen;
  const offersCamera = useOffersCamera();
  const hintId = useId();
  const rulesId = useId();
  const step = vm.step;
  const hint = screen === 'id' ? t(`hint.${step === 'intro' ? 'front' : step}`) : t(`hint.${screen}`);
  const size = formatSize(maxBytesOf(screen), i18n.language);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])].map((f) => ({ name: f.name, content: f }));
    // Cleared, so choosing the same file again after a refusal or a removal is seen.
    input.value = '';
    void vm.choose(files);
  };
  const chooseLabel = vm.multiple ? t('file.chooseMore') : vm.current.length > 0 ? t('file.replace') : t('file.choose');
  const busy = vm.uploading || vm.checking;
  return (
    <>
      <p id={hintId}>{hint}</p>
      <p id={rulesId} className="hint">
        {vm.multiple ? t('file.rulesFunds', { size }) : t('file.rules', { size })}
      </p>
      <div className="kyc-manual__pickers">
        <label className={`button button--secondary kyc-manual__picker${busy ? ' kyc-manual__picker--busy' : ''}`}>
          <input
            className="visually-hidden"
            type="file"
            accept={ACCEPTED_FILE_TYPES}
            multiple={vm.multiple}
            disabled={busy}
            aria-describedby={`${hintId} ${rulesId}`}
            onChange={onChange}
            data-testid="kyc-file-input"
          />
          {chooseLabel}
        </label>
        {offersCamera ? (
          <label className={`button button--secondary kyc-manual__picker${busy ? ' kyc-manual__picker--busy' : ''}`}>
            <input
              className="visually-hidden"
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              capture={step === 'selfie' ? 'user' : 'environment'}
              disabled={busy}
              aria-describedby={hintId}
              onChange={onChange}
              data-testid="kyc-camera-input"
            />
            {t('file.takePhoto')}
          </label>
        ) : null}
      </div>
      {vm.checking ? <Spinner label={t('file.checking')} /> : null}
      {vm.refused.length > 0 ? (
        <div className="alert alert--error" role="alert" tabIndex={-1} ref={refusedRef}>
          <p className="alert__title">{vm.refused.length > 1 ? t('file.refusedTitleMany') : t('file.refusedTitle')}</p>
          <ul className="kyc-manual__refused">
            {vm.refused.map((r, i) => (
              <li key={`${r.name}-${i}`}>{t('file.refused', { name: r.name, reason: t(`kyc-rules:rules.${r.reason}`, { max: maxFilesOf(screen) }) })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {vm.current.length > 0 ? (
        <section aria-label={t('file.chosen')}>
          <p className="visually-hidden" aria-live="polite">
            {t('file.count', { count: vm.current.length })}
          </p>
          <ul className="kyc-manual__files">
            {vm.current.map((file) => (
              <FileCard key={file.id} file={file} progress={progressOf(vm, file)} onRemove={busy ? undefined : () => vm.remove(file.id)} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
});

function FileCard({ file, progress, onRemove }: { file: ChosenFile; progress: number | undefined; onRemove: (() => void) | undefined }) {
  const { t, i18n } = useTranslation('kyc-manual');
  return (
    <li className="kyc-manual__file">
      {file.kind === 'image' ? (
        <ImagePreview file={file} alt={t('file.preview', { name: file.name })} />
      ) : (
        <span className="kyc-manual__pdf" aria-hidden="true">
          PDF
        </span>
      )}
      <span className="kyc-manual__file-text">
        <span className="kyc-manual__file-name">{file.name}</span>
        <span className="hint">
          {file.kind === 'pdf' ? `${t('file.pdf')}, ` : ''}
          {formatSize(file.size, i18n.language)}
        </span>
        {progress !== undefined ? (
          <progress className="kyc-manual__progress" max={100} value={progress} aria-label={t('upload.progress', { name: file.name })}>
            {progress} %
          </progress>
        ) : null}
      </span>
      {onRemove ? (
        <button type="button" className="button button--ghost kyc-manual__remove" onClick={onRemove} aria-label={t('file.removeNamed', { name: file.name })}>
          {t('file.remove')}
        </button>
      ) : null}
    </li>
  );
}

/** The file's progress while it is being uploaded (only the files of the upload have one). */
function progressOf(vm: ManualUploadViewModel, file: ChosenFile): number | undefined {
  if (!vm.uploading) return undefined;
  const index = vm.uploadFiles.findIndex((f) => f.id === file.id);
  return index < 0 ? undefined : (vm.progress[index] ?? 0);
}

/** The chosen image, shown from an object URL that lives as long as the preview. */
function ImagePreview({ file, alt }: { file: ChosenFile; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file.content);
    if (ref.current) ref.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.content]);
  return <img ref={ref} className="kyc-manual__preview" alt={alt} data-testid="kyc-preview" />;
}

/** The server's own message, each entry of its data.errors, and the error code; the files stay. */
function UploadFailed({ error, ref }: { error: AppError; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('kyc-manual');
  const errorText = useErrorText();
  const text = errorText(error);
  const fromServer = error.status !== undefined;
  const serverMessage = fromServer ? (error.options.clientMessage ?? error.message) : text.message;
  const entries = [...new Set(error.fieldErrors.map((e) => e.message).filter((m) => m && m !== serverMessage))];
  return (
    <div className="alert alert--error kyc-manual__error" role="alert" tabIndex={-1} ref={ref} data-testid="kyc-upload-error">
      <p className="alert__title">{t('upload.failedTitle')}</p>
      <div className="alert__body">
        <p>{serverMessage}</p>
        {entries.length > 0 ? (
          <ul>
            {entries.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
        <p>{t('upload.failed')}</p>
        {text.code ? <p className="error-code">{text.code}</p> : null}
      </div>
    </div>
  );
}
