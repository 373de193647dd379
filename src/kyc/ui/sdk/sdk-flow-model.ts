import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Clock } from '@/shared/kernel/clock';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { LoadTask } from '@/shared/ui/load-task';
import type { AcceptedDocument, CapturedDocument, DocumentFile, UploadOptions, UploadProgress } from '../../application/ports';
import type { IdentityDocumentType, VerificationProfile } from '../../domain/verification-profile';
import type { ProviderOutcome } from '../provider-flow';
import { CameraError, type Camera, type CameraFacing, type CameraStream } from './camera';

/** How often a denied camera permission is asked again (spec 01 section 9: camera check interval). */
export const CAMERA_CHECK_INTERVAL_MS = 1_000;
/**
 * The detection timeout (spec 01 section 9). The portal's own capture has no automatic document
 * detection: the customer takes the photo. After this long with the camera on and no photo taken,
 * the camera is turned off (its light goes out, the battery is spared) and the customer can turn it
 * on again or continue on the phone.
 */
export const DETECTION_TIMEOUT_MS = 300_000;

export type SdkStep = 'intro' | 'documents' | 'capture' | 'upload';
export type Shot = 'front' | 'back' | 'selfie';
export type CameraPhase =
  /** Why the camera is needed, before the browser asks. */
  | 'explain'
  /** Asking the permission state, or opening the camera. */
  | 'starting'
  | 'live'
  | 'capturing'
  /** The photo taken, with retake or use. */
  | 'preview'
  /** Refused: re-checked every second, and a button to try again. */
  | 'denied'
  /** No camera, or it gave no picture. */
  | 'unavailable'
  /** The detection timeout passed with the camera on. */
  | 'timedOut';

export type UploadState = 'idle' | 'sending' | 'failed';

/** upload_passport, upload_id, upload_driver_license (spec 01 section 3). */
export const UPLOAD_COMMAND: Record<IdentityDocumentType, string> = {
  Passport: 'upload_passport',
  ID: 'upload_id',
  DriversLicense: 'upload_driver_license',
};

const FILE_NAME: Record<Shot, string> = { front: 'front.jpg', back: 'back.jpg', selfie: 'selfie.jpg' };

/** The shots of a document, in order: front, back when the country's document has one (never for a passport), then the selfie. */
export function shotsFor(document: AcceptedDocument): readonly Shot[] {
  const back = document.type !== 'Passport' && document.backImageRequired;
  return back ? ['front', 'back', 'selfie'] : ['front', 'selfie'];
}

/** What an upload answers: the customer read again after the verification process, when known. */
export interface SdkSubmitted {
  readonly profile?: VerificationProfile;
}

export interface SdkFlowDependencies {
  readonly camera: Camera;
  readonly clock: Clock;
  /** The identity documents accepted for the customer's country (docs-info). */
  readonly acceptedDocuments: () => Promise<readonly AcceptedDocument[]>;
  /** Uploads the captured documents and starts their verification. */
  readonly submit: (documents: readonly CapturedDocument[], options: UploadOptions) => Promise<SdkSubmitted | void>;
  /** A new document guid (crypto.randomUUID in the browser). */
  readonly newGuid: () => string;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The identity SDK flow (spec 01 section 4): intro, choose the document type, capture the front
 * (and the back when the document has one) with the camera facing away, then the selfie with the
 * camera facing the customer, then upload and verify. Time runs through `tick()`, called every
 * second by the view (and by the scenario's clock in Cucumber): it re-checks a denied permission
 * and turns the camera off after the detection timeout.
 */
export class SdkFlowModel {
  step: SdkStep = 'intro';
  readonly documents: LoadTask<readonly AcceptedDocument[]>;
  /** The chosen document type (kept when the customer goes back). */
  chosenType: IdentityDocumentType | undefined = undefined;
  /** The document the photos belong to. */
  capturing: AcceptedDocument | undefined = undefined;
  shotIndex = 0;
  phase: CameraPhase = 'explain';
  /** The photos kept, per shot. */
  images: Partial<Record<Shot, Blob>> = {};
  /** The photo shown with retake / use. */
  pending: Blob | undefined = undefined;
  stream: CameraStream | undefined = undefined;
  upload: UploadState = 'idle';
  progress: UploadProgress | undefined = undefined;
  uploadError: AppError | undefined = undefined;
  /** How the flow ended, for the launcher (the view passes it to onDone). */
  outcome: ProviderOutcome | undefined = undefined;
  private liveSince = 0;
  private guid: string | undefined = undefined;
  private controller: AbortController | undefined = undefined;
  /** Every camera opening and every leaving of a step counts up: a late opening is closed at once. */
  private generation = 0;
  private checking = false;
  private disposed = false;

  constructor(private readonly deps: SdkFlowDependencies) {
    this.documents = new LoadTask(() => deps.acceptedDocuments());
    makeAutoObservable<SdkFlowModel, 'deps' | 'liveSince' | 'guid' | 'controller' | 'generation' | 'checking' | 'disposed'>(
      this,
      {
        deps: false,
        documents: false,
        images: observableRef,
        pending: observableRef,
        stream: observableRef,
        progress: observableRef,
        uploadError: observableRef,
        outcome: observableRef,
        liveSince: false,
        guid: false,
        controller: false,
        generation: false,
        checking: false,
        disposed: false,
      },
      { autoBind: true },
    );
  }

  get shots(): readonly Shot[] {
    return this.capturing ? shotsFor(this.capturing) : [];
  }

  get shot(): Shot {
    return this.shots[this.shotIndex] ?? 'front';
  }

  get facing(): CameraFacing {
    return this.shot === 'selfie' ? 'user' : 'environment';
  }

  /** The documents offered, in the order docs-info gives them. */
  get offered(): readonly AcceptedDocument[] {
    return this.documents.value ?? [];
  }

  get canContinue(): boolean {
    return this.offered.some((d) => d.type === this.chosenType);
  }

  /** The files being sent, in the order they go into the request body. */
  get files(): readonly { readonly shot: Shot; readonly size: number }[] {
    return this.shots.flatMap((shot) => {
      const image = this.images[shot];
      return image ? [{ shot, size: image.size }] : [];
    });
  }

  /**
   * How far each file has gone, 0 to 1. The browser reports the bytes of the whole body; the files
   * go out one after another, so each one's share is read from where its bytes lie in it.
   */
  fileProgress(shot: Shot): number {
    if (this.upload !== 'sending' || !this.progress || this.progress.total <= 0) return 0;
    const sizes = this.files;
    const sum = sizes.reduce((total, f) => total + f.size, 0);
    const sent = Math.min(1, this.progress.loaded / this.progress.total) * sum;
    let before = 0;
    for (const file of sizes) {
      if (file.shot === shot) return file.size === 0 ? 1 : Math.max(0, Math.min(1, (sent - before) / file.size));
      before += file.size;
    }
    return 0;
  }

  /** The errors catalogue key of the upload failure toast (spec 01 section 9: the SDK upload failure). */
  get uploadMessageKey(): 'getReceiptError' | undefined {
    return this.upload === 'failed' ? 'getReceiptError' : undefined;
  }

  // --- intro and document type ------------------------------------------------------------------

  start(): void {
    this.step = 'documents';
    if (this.documents.state === 'idle' || this.documents.state === 'failed') void this.documents.load();
  }

  choose(type: IdentityDocumentType): void {
    this.chosenType = type;
  }

  backToIntro(): void {
    this.step = 'intro';
  }

  /** Next on the document step: the capture starts with the front. Photos already taken of the same document are kept. */
  confirmDocument(): void {
    const document = this.offered.find((d) => d.type === this.chosenType);
    if (!document) return;
    if (this.capturing?.type !== document.type) {
      this.capturing = document;
      this.images = {};
      // One guid per document, made once and reused by every retry of its upload.
      this.guid = this.deps.newGuid();
    }
    this.step = 'capture';
    this.shotIndex = 0;
    this.enterShot();
  }

  // --- camera -----------------------------------------------------------------------------------

  /** Enters the current shot: its photo when one was kept, else the camera (explained first unless already allowed). */
  private enterShot(): void {
    this.stopCamera();
    const kept = this.images[this.shot];
    if (kept) {
      this.pending = kept;
      this.phase = 'preview';
      return;
    }
    this.pending = undefined;
    this.phase = 'starting';
    const generation = this.generation;
    void this.deps.camera.permission().then((permission) => {
      if (generation !== this.generation || this.disposed) return;
      if (permission === 'granted') void this.openCamera();
      else runInAction(() => (this.phase = permission === 'denied' ? 'denied' : 'explain'));
    });
  }

  /** "Allow camera" after the explanation, and "Try again" after a refusal, a missing camera or the timeout. */
  async openCamera(): Promise<void> {
    this.stopCamera();
    const generation = this.generation;
    this.phase = 'starting';
    let stream: CameraStream;
    try {
      stream = await this.deps.camera.open(this.facing);
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation || this.disposed) return;
        this.phase = error instanceof CameraError && error.failure === 'denied' ? 'denied' : 'unavailable';
      });
      return;
    }
    if (generation !== this.generation || this.disposed) {
      stream.stop();
      return;
    }
    runInAction(() => {
      this.stream = stream;
      this.phase = 'live';
      this.liveSince = this.deps.clock.now();
    });
  }

  async takePhoto(): Promise<void> {
    const stream = this.stream;
    if (this.phase !== 'live' || !stream) return;
    this.phase = 'capturing';
    const generation = this.generation;
    try {
      const photo = await stream.capture();
      runInAction(() => {
        if (generation !== this.generation) return;
        this.stopCamera();
        this.pending = photo;
        this.phase = 'preview';
      });
    } catch {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.stopCamera();
        this.phase = 'unavailable';
      });
    }
  }

  retake(): void {
    const shot = this.shot;
    const { [shot]: _dropped, ...rest } = this.images;
    this.images = rest;
    this.pending = undefined;
    void this.openCamera();
  }

  /** Keeps the photo and goes on: the next shot, or the upload after the last one. */
  usePhoto(): void {
    const photo = this.pending;
    if (this.phase !== 'preview' || !photo) return;
    this.images = { ...this.images, [this.shot]: photo };
    this.pending = undefined;
    if (this.shotIndex + 1 < this.shots.length) {
      this.shotIndex += 1;
      this.enterShot();
      return;
    }
    this.stopCamera();
    this.step = 'upload';
    void this.send();
  }

  /** Back from a shot: the previous shot's photo, or the document type. */
  back(): void {
    if (this.step === 'upload') {
      if (this.upload === 'sending') return;
      this.upload = 'idle';
      this.uploadError = undefined;
      this.step = 'capture';
      this.shotIndex = this.shots.length - 1;
      this.enterShot();
      return;
    }
    if (this.step === 'capture' && this.shotIndex > 0) {
      this.shotIndex -= 1;
      this.enterShot();
      return;
    }
    this.stopCamera();
    this.step = 'documents';
  }

  /** Every second: re-check a refused permission (and continue when given), and the detection timeout. */
  async tick(): Promise<void> {
    if (this.disposed || this.step !== 'capture') return;
    if (this.phase === 'live' && this.deps.clock.now() - this.liveSince >= DETECTION_TIMEOUT_MS) {
      this.stopCamera();
      this.phase = 'timedOut';
      return;
    }
    if (this.phase === 'denied' && !this.checking) {
      this.checking = true;
      const generation = this.generation;
      try {
        const permission = await this.deps.camera.permission();
        if (permission === 'granted' && generation === this.generation && this.phase === 'denied' && !this.disposed) await this.openCamera();
      } finally {
        this.checking = false;
      }
    }
  }

  private stopCamera(): void {
    this.generation += 1;
    this.stream?.stop();
    this.stream = undefined;
  }

  // --- upload -----------------------------------------------------------------------------------

  /** The documents as sent: the guid made for the document and its photos (the same on every retry). */
  get captured(): readonly CapturedDocument[] {
    const document = this.capturing;
    const front = this.images.front;
    if (!document || !front || !this.guid) return [];
    const file = (shot: Shot): DocumentFile | undefined => {
      const content = this.images[shot];
      return content ? { name: FILE_NAME[shot], content } : undefined;
    };
    return [{ guid: this.guid, cmd: UPLOAD_COMMAND[document.type], front: file('front')!, back: file('back'), selfie: file('selfie') }];
  }

  /** Upload and verify; a failure keeps every photo for "Try again". */
  async send(): Promise<void> {
    const documents = this.captured;
    if (this.upload === 'sending' || documents.length === 0) return;
    const controller = new AbortController();
    this.controller = controller;
    this.upload = 'sending';
    this.uploadError = undefined;
    this.progress = undefined;
    let submitted: SdkSubmitted | void;
    try {
      submitted = await this.deps.submit(documents, {
        signal: controller.signal,
        onProgress: (progress) => runInAction(() => (this.progress = progress)),
      });
    } catch (error) {
      runInAction(() => {
        if (this.controller !== controller) return;
        this.controller = undefined;
        if (isAbort(error)) {
          this.upload = 'idle';
        } else {
          this.upload = 'failed';
          this.uploadError = toAppError(error);
        }
      });
      return;
    }
    runInAction(() => {
      this.controller = undefined;
      this.upload = 'idle';
      if (!this.disposed) this.outcome = submitted?.profile ? { kind: 'submitted', profile: submitted.profile } : { kind: 'submitted' };
    });
  }

  /** The customer's own cancel: not a failure, the photos stay. */
  cancelUpload(): void {
    this.controller?.abort();
  }

  /** Closes the flow (Skip on an optional request). */
  close(): void {
    this.stopCamera();
    this.outcome = { kind: 'closed' };
  }

  /** The view is on the page (again: React may mount a view twice in development). */
  activate(): void {
    this.disposed = false;
    if (this.step === 'capture' && !this.stream && (this.phase === 'starting' || this.phase === 'live' || this.phase === 'capturing')) this.enterShot();
  }

  /** Leaving the flow: the camera goes off, an upload in flight is cancelled. */
  dispose(): void {
    this.disposed = true;
    this.stopCamera();
    this.controller?.abort();
  }
}
