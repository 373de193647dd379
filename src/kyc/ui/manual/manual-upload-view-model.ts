import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { DocumentFile, ManualUpload } from '../../application/ports';
import type { DocumentRequest, IdentityDocumentType } from '../../domain/verification-profile';
import type { ProviderOutcome } from '../provider-flow';
import { fileProgress } from './file-progress';
import { ManualUploadService, type FileCheck } from './manual-upload-service';
import type { Resolver } from '@/shared/di/container-context';

/** The wizard's steps (spec 01 section 4): intro with the document type, then the images. */
export type WizardStep = 'intro' | 'front' | 'back' | 'selfie';
/** Where a chosen file goes in the upload: scan1 (or scans[]), scan2, selfie. */
export type FileSlot = 'front' | 'back' | 'selfie';

export const IDENTITY_DOCUMENT_TYPES: readonly IdentityDocumentType[] = ['Passport', 'ID', 'DriversLicense'];

/** A file the customer chose whose content passed the file rules. */
export interface ChosenFile extends DocumentFile {
  readonly id: number;
  readonly size: number;
  readonly kind: 'image' | 'pdf';
}

/** A file refused by the file rules, with the rule's reason code. */
export interface RefusedFile {
  readonly name: string;
  readonly reason: string;
}

export type UploadPhase = 'editing' | 'uploading' | 'failed' | 'cancelled';

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * The manual upload wizard (spec 01 section 4): intro and document type (Next disabled until one
 * is chosen, Skip when the request is optional), first image, back image (not for a passport),
 * selfie; address and funds finish after the first image (funds: up to 10 files). Every chosen
 * file is judged by content first; only accepted ones are kept. The upload reports progress per
 * file, can be cancelled (the files stay) and retried without choosing again.
 */
export class ManualUploadViewModel {
  step: WizardStep = 'intro';
  documentType: IdentityDocumentType | null = null;
  readonly files: Record<FileSlot, ChosenFile[]> = { front: [], back: [], selfie: [] };
  /** Files refused at the last choice on the current step, with their reasons. */
  refused: RefusedFile[] = [];
  /** Files being judged. */
  checking = false;
  phase: UploadPhase = 'editing';
  /** Percent per uploaded file, in upload order (see uploadFiles). */
  progress: number[] = [];
  error: AppError | undefined = undefined;
  private nextId = 1;
  private controller: AbortController | undefined = undefined;

  constructor(
    private readonly service: ManualUploadService,
    readonly request: DocumentRequest,
  ) {
    makeAutoObservable<ManualUploadViewModel, 'service' | 'nextId' | 'controller'>(
      this,
      { service: false, request: false, nextId: false, controller: false },
      { autoBind: true },
    );
  }

  get screen() {
    return this.request.screen;
  }

  /** Funds take up to 10 files on their one image step; every other step takes one. */
  get multiple(): boolean {
    return this.screen === 'funds';
  }

  get steps(): readonly WizardStep[] {
    if (this.screen !== 'id') return ['intro', 'front'];
    return this.documentType === 'Passport' ? ['intro', 'front', 'selfie'] : ['intro', 'front', 'back', 'selfie'];
  }

  get stepNumber(): number {
    return this.steps.indexOf(this.step) + 1;
  }

  get isLastStep(): boolean {
    return this.steps[this.steps.length - 1] === this.step;
  }

  get uploading(): boolean {
    return this.phase === 'uploading';
  }

  /** The files of the step shown (nothing on the intro). */
  get current(): readonly ChosenFile[] {
    return this.step === 'intro' ? [] : this.files[this.step];
  }

  /** The files the upload sends, in the order of the request body. */
  get uploadFiles(): readonly ChosenFile[] {
    if (this.screen !== 'id') return this.files.front;
    const slots: FileSlot[] = this.documentType === 'Passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
    return slots.flatMap((slot) => this.files[slot]);
  }

  get canGoNext(): boolean {
    if (this.uploading || this.checking) return false;
    if (this.step === 'intro') return this.screen !== 'id' || this.documentType !== null;
    return this.current.length > 0;
  }

  /** Upload is offered on the last step, once its file is chosen; disabled while processing. */
  get canUpload(): boolean {
    return this.isLastStep && this.step !== 'intro' && this.canGoNext;
  }

  /** Address and funds: the kinds of document accepted (catalogue keys of domain:proofDocument). */
  get proofDocuments(): readonly string[] {
    return this.screen === 'id' ? [] : this.service.proofDocuments(this.screen);
  }

  get canSkip(): boolean {
    return this.request.optional && !this.uploading;
  }

  chooseType(type: IdentityDocumentType): void {
    if (this.uploading) return;
    this.documentType = type;
  }

  next(): void {
    if (!this.canGoNext || this.isLastStep) return;
    this.goTo(this.steps[this.stepNumber]);
  }

  back(): void {
    if (this.uploading || this.stepNumber <= 1) return;
    this.goTo(this.steps[this.stepNumber - 2]);
  }

  private goTo(step: WizardStep): void {
    this.step = step;
    this.refused = [];
    this.error = undefined;
    if (this.phase !== 'uploading') this.phase = 'editing';
  }

  /**
   * Judges the chosen files by content and keeps the accepted ones on the current step (one file
   * replaces the one before; funds add up to their limit). Refused files are listed with their reason.
   */
  async choose(chosen: readonly DocumentFile[]): Promise<void> {
    const step = this.step;
    if (step === 'intro' || this.uploading || chosen.length === 0) return;
    const already = this.multiple ? this.files[step].length : 0;
    this.checking = true;
    let verdicts: readonly FileCheck[];
    try {
      verdicts = await this.service.check(this.screen, chosen, already);
    } catch (raw) {
      runInAction(() => {
        this.checking = false;
        this.error = toAppError(raw);
      });
      return;
    }
    runInAction(() => {
      this.checking = false;
      if (this.step !== step) return;
      const accepted: ChosenFile[] = [];
      const refused: RefusedFile[] = [];
      chosen.forEach((file, i) => {
        const verdict = verdicts[i];
        if (verdict?.ok) accepted.push({ id: this.nextId++, name: file.name, content: file.content, size: file.content.size, kind: verdict.kind });
        else refused.push({ name: file.name, reason: verdict ? verdict.reason : 'unsupportedType' });
      });
      this.refused = refused;
      this.error = undefined;
      this.phase = 'editing';
      if (accepted.length === 0) return;
      this.files[step] = this.multiple ? [...this.files[step], ...accepted] : [accepted[accepted.length - 1]];
    });
  }

  remove(id: number): void {
    if (this.uploading || this.step === 'intro') return;
    const step = this.step;
    this.files[step] = this.files[step].filter((f) => f.id !== id);
  }

  /** Sends the files; answers the outcome for the launcher when the upload went through. */
  async upload(): Promise<ProviderOutcome | undefined> {
    if (!this.canUpload) return undefined;
    const upload = this.buildUpload();
    const files = this.uploadFiles;
    const sizes = files.map((f) => f.size);
    const controller = new AbortController();
    this.controller = controller;
    this.phase = 'uploading';
    this.error = undefined;
    this.refused = [];
    this.progress = sizes.map(() => 0);
    try {
      const profile = await this.service.upload(upload, {
        signal: controller.signal,
        onProgress: (p) => runInAction(() => {
          if (this.controller === controller) this.progress = fileProgress(sizes, p);
        }),
      });
      runInAction(() => {
        this.progress = sizes.map(() => 100);
        this.phase = 'editing';
      });
      return { kind: 'submitted', profile };
    } catch (raw) {
      runInAction(() => {
        if (isAbort(raw) || controller.signal.aborted) {
          this.phase = 'cancelled';
        } else {
          this.error = toAppError(raw);
          this.phase = 'failed';
        }
        this.progress = [];
      });
      return undefined;
    } finally {
      runInAction(() => {
        if (this.controller === controller) this.controller = undefined;
      });
    }
  }

  /** Cancels the running upload; the chosen files stay for another try. */
  cancel(): void {
    this.controller?.abort();
  }

  skip(): ProviderOutcome | undefined {
    return this.canSkip ? { kind: 'closed' } : undefined;
  }

  private buildUpload(): ManualUpload {
    const file = (f: ChosenFile): DocumentFile => ({ name: f.name, content: f.content });
    if (this.screen === 'address') return { screen: 'address', file: file(this.files.front[0]) };
    if (this.screen === 'funds') return { screen: 'funds', files: this.files.front.map(file) };
    const back = this.documentType !== 'Passport' ? this.files.back[0] : undefined;
    const selfie = this.files.selfie[0];
    return {
      screen: 'id',
      document: this.documentType ?? 'Passport',
      front: file(this.files.front[0]),
      ...(back ? { back: file(back) } : {}),
      ...(selfie ? { selfie: file(selfie) } : {}),
    };
  }
}

/** A new ManualUploadViewModel for the documents asked for: one per upload dialog. */
export const makeManualUploadViewModel = (c: Resolver, request: DocumentRequest) => new ManualUploadViewModel(c.get(ManualUploadService), request);
