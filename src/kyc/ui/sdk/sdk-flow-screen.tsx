import { ESCAPE_ACTION } from '../escape-action';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { ProviderFlowProps } from '../provider-flow';
import { CAMERA_CHECK_INTERVAL_MS, type SdkFlowModel, type Shot } from './sdk-flow-model';
import './sdk-flow.css';

const NS = ['kyc-sdk', 'errors'] as const;

/** Moves the focus to `target` whenever `key` changes (not on the first render: the dialog placed it). */
function useFocusOn(key: string, target: RefObject<HTMLElement | null>): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus();
  }, [key, target]);
}

/** A captured photo shown from memory (a blob: address, given back when the image goes). */
function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const address = URL.createObjectURL(blob);
    if (image.current) image.current.src = address;
    return () => URL.revokeObjectURL(address);
  }, [blob]);
  return <img ref={image} alt={alt} className={className} />;
}

/**
 * The identity SDK flow's screens, inside the upload dialog the launcher opens: one section per
 * step, its heading taking the focus when the step changes, failures taking it when they appear.
 */

/** What the flow says when the camera cannot be used: refused, missing, or left idle too long. */
const CAMERA_PROBLEMS = {
  denied: { tone: 'error', title: 'capture.deniedTitle', lines: ['kyc-sdk:camera.denied', 'capture.deniedChecking'], action: 'errors:tryAgain' },
  unavailable: { tone: 'error', title: 'capture.unavailableTitle', lines: ['capture.unavailable'], action: 'errors:tryAgain' },
  timedOut: { tone: 'info', title: 'capture.timedOutTitle', lines: ['capture.timedOut'], action: 'capture.restart' },
} as const;

export const SdkFlowScreen = observer(function SdkFlowScreen({ model, props }: { model: SdkFlowModel; props: ProviderFlowProps }) {
  useEffect(() => {
    model.activate();
    const timer = setInterval(() => void model.tick(), CAMERA_CHECK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      model.dispose();
    };
  }, [model]);

  // The end of the flow goes to the launcher once (a new onDone from a re-render is not a new end).
  const { onDone } = props;
  useEffect(() => reaction(() => model.outcome, (outcome) => outcome && onDone(outcome)), [model, onDone]);

  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(`${model.step}:${model.shotIndex}`, heading);

  return (
    <section className="sdk-flow" data-step={model.step} data-testid="sdk-flow">
      {model.step === 'intro' ? <Intro model={model} props={props} heading={heading} /> : null}
      {model.step === 'documents' ? <Documents model={model} heading={heading} /> : null}
      {model.step === 'capture' ? <Capture model={model} props={props} heading={heading} /> : null}
      {model.step === 'upload' ? <Upload model={model} heading={heading} /> : null}
    </section>
  );
});

type StepProps = { model: SdkFlowModel; heading: RefObject<HTMLHeadingElement | null> };

function Heading({ heading, children }: { heading: StepProps['heading']; children: ReactNode }) {
  return (
    <h3 ref={heading} tabIndex={-1} className="sdk-flow__title">
      {children}
    </h3>
  );
}

function Intro({ model, props, heading }: StepProps & { props: ProviderFlowProps }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Heading heading={heading}>{t('intro.title')}</Heading>
      <p>{t('intro.body')}</p>
      <ul className="sdk-flow__tips">
        <li>{t('intro.document')}</li>
        <li>{t('intro.light')}</li>
        <li>{t('intro.face')}</li>
      </ul>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={model.start}>
          {t('intro.start')}
        </button>
        {props.onContinueOnPhone ? (
          <button type="button" className="button button--secondary" onClick={props.onContinueOnPhone}>
            {t('intro.continueOnPhone')}
          </button>
        ) : null}
        {props.request.optional ? (
          <button type="button" className="button button--ghost" onClick={model.close} {...ESCAPE_ACTION}>
            {t('intro.skip')}
          </button>
        ) : null}
      </div>
    </>
  );
}

const Documents = observer(function Documents({ model, heading }: StepProps) {
  const { t } = useTranslation(NS);
  const task = model.documents;
  return (
    <>
      <Heading heading={heading}>{t('documents.title')}</Heading>
      {task.state === 'loading' && !task.error ? <Spinner label={t('documents.loading')} /> : null}
      {task.error ? <LoadFailed what={t('documents.loadFailed')} error={task.error} retrying={task.retrying} onRetry={model.start} testId="sdk-documents-failed" /> : null}
      {task.state === 'ready' && model.offered.length === 0 ? <Alert tone="info">{t('documents.none')}</Alert> : null}
      {task.state === 'ready' && model.offered.length > 0 ? (
        <fieldset className="choices">
          <legend className="sdk-flow__legend">{t('documents.legend')}</legend>
          {model.offered.map((document) => (
            <label key={document.type} className="choice">
              <input type="radio" name="sdk-document" value={document.type} checked={model.chosenType === document.type} onChange={() => model.choose(document.type)} />
              <span>{t(`documents.type.${document.type}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="actions">
        <button type="button" className="button button--primary" disabled={!model.canContinue} onClick={model.confirmDocument}>
          {t('documents.next')}
        </button>
        <button type="button" className="button button--secondary" onClick={model.backToIntro}>
          {t('documents.back')}
        </button>
      </div>
    </>
  );
});

const Capture = observer(function Capture({ model, props, heading }: StepProps & { props: ProviderFlowProps }) {
  const { t } = useTranslation(NS);
  const shot = model.shot;
  const phase = model.phase;
  const video = useRef<HTMLVideoElement>(null);
  const problem = useRef<HTMLDivElement>(null);
  const stream = model.stream;

  useEffect(() => {
    stream?.attach(video.current);
    return () => stream?.attach(null);
  }, [stream]);

  // A refusal, a missing camera or the timeout takes the focus (the button pressed is gone).
  const failed = phase === 'denied' || phase === 'unavailable' || phase === 'timedOut';
  useFocusOn(failed ? phase : 'fine', problem);
  // The photo taken: the focus goes to the question about it, not to the page's top.
  const previewRef = useRef<HTMLParagraphElement>(null);
  useFocusOn(phase === 'preview' ? `preview:${shot}` : 'other', previewRef);

  const live = phase === 'live' || phase === 'capturing';
  const continueOnPhone = props.onContinueOnPhone ? (
    <button type="button" className="button button--secondary" onClick={props.onContinueOnPhone}>
      {t('intro.continueOnPhone')}
    </button>
  ) : null;

  return (
    <>
      <p className="sdk-flow__step">{t('capture.step', { current: model.shotIndex + 1, total: model.shots.length })}</p>
      <Heading heading={heading}>{t(`capture.title.${shot}`)}</Heading>
      <p className="hint">{t(`capture.hint.${shot}`)}</p>

      <div className={`sdk-stage sdk-stage--${shot === 'selfie' ? 'selfie' : 'document'}`}>
        {live ? <video ref={video} className="sdk-stage__video" autoPlay muted playsInline aria-label={t(shot === 'selfie' ? 'capture.video.selfie' : 'capture.video.document')} /> : null}
        {phase === 'preview' && model.pending ? <BlobImage blob={model.pending} alt={t(`capture.preview.${shot}`)} className="sdk-stage__photo" /> : null}
        {live ? <span className="sdk-stage__frame" aria-hidden="true" /> : null}
      </div>

      {phase === 'explain' ? (
        <>
          <Alert tone="info" title={t('capture.requiredTitle')}>
            <p>{t('kyc-sdk:camera.required')}</p>
          </Alert>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => void model.openCamera()}>
              {t('capture.allow')}
            </button>
          </div>
        </>
      ) : null}
      {phase === 'starting' ? <Spinner label={t('capture.starting')} /> : null}
      {phase === 'live' ? (
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => void model.takePhoto()}>
            {t('capture.take')}
          </button>
        </div>
      ) : null}
      {phase === 'capturing' ? <Spinner label={t('capture.taking')} /> : null}
      {phase === 'preview' ? (
        <>
          <p ref={previewRef} tabIndex={-1} className="sdk-flow__check">
            {t('capture.check')}
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={model.usePhoto}>
              {t('capture.use')}
            </button>
            <button type="button" className="button button--secondary" onClick={model.retake}>
              {t('capture.retake')}
            </button>
          </div>
        </>
      ) : null}
      {phase === 'denied' || phase === 'unavailable' || phase === 'timedOut' ? (
        <>
          <Alert tone={CAMERA_PROBLEMS[phase].tone} title={t(CAMERA_PROBLEMS[phase].title)} ref={problem} focusable>
            {CAMERA_PROBLEMS[phase].lines.map((line) => (
              <p key={line}>{t(line)}</p>
            ))}
          </Alert>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => void model.openCamera()}>
              {t(CAMERA_PROBLEMS[phase].action)}
            </button>
            {continueOnPhone}
          </div>
        </>
      ) : null}
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={model.back}>
          {t('capture.back')}
        </button>
      </div>
    </>
  );
});

const Upload = observer(function Upload({ model, heading }: StepProps) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const failure = useRef<HTMLDivElement>(null);
  useFocusOn(model.upload, model.upload === 'failed' ? failure : heading);
  const error = model.uploadError;
  const code = error ? errorText(error).code : undefined;
  return (
    <>
      <Heading heading={heading}>{t('upload.title')}</Heading>
      <ul className="sdk-files">
        {model.files.map(({ shot }) => (
          <UploadFile key={shot} model={model} shot={shot} label={t(`upload.file.${shot}`)} />
        ))}
      </ul>
      {model.upload === 'sending' ? (
        <>
          <Spinner label={t('upload.sending')} />
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={model.cancelUpload} {...ESCAPE_ACTION}>
              {t('upload.cancel')}
            </button>
          </div>
        </>
      ) : null}
      {model.upload === 'failed' ? (
        <>
          <Alert tone="error" title={t(`errors:${model.uploadMessageKey ?? 'getReceiptError'}`)} ref={failure} focusable>
            {code ? <p className="error-code">{code}</p> : null}
          </Alert>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => void model.send()}>
              {t('errors:tryAgain')}
            </button>
            <button type="button" className="button button--secondary" onClick={model.back}>
              {t('upload.back')}
            </button>
          </div>
        </>
      ) : null}
      {model.upload === 'idle' ? (
        <>
          <Alert tone="info">{t('upload.cancelled')}</Alert>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => void model.send()}>
              {t('upload.send')}
            </button>
            <button type="button" className="button button--secondary" onClick={model.back}>
              {t('upload.back')}
            </button>
          </div>
        </>
      ) : null}
    </>
  );
});

const UploadFile = observer(function UploadFile({ model, shot, label }: { model: SdkFlowModel; shot: Shot; label: string }) {
  const image = model.images[shot];
  const done = model.fileProgress(shot);
  return (
    <li className="sdk-files__item">
      {image ? <BlobImage blob={image} alt="" className="sdk-files__thumb" /> : null}
      <span className="sdk-files__name">{label}</span>
      {model.upload === 'sending' ? <progress className="sdk-files__progress" max={100} value={Math.round(done * 100)} aria-label={label} /> : null}
    </li>
  );
});
