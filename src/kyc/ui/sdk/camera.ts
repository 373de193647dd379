/**
 * The camera as a port (the identity SDK flow's only way to the browser's camera), so the view
 * model runs in unit tests and Cucumber with a fake camera (fake-camera.ts) and in the browser
 * with getUserMedia and the Permissions API.
 */

/** What the browser says about the camera permission; `unknown` where it cannot be asked (no Permissions API, or no "camera" name in it). */
export type CameraPermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/** The camera facing the document (`environment`) or the customer (`user`, for the selfie). */
export type CameraFacing = 'environment' | 'user';

export type CameraFailure =
  /** The customer or the browser refused the camera (NotAllowedError, SecurityError). */
  | 'denied'
  /** No camera, or it is busy or cannot give a picture (NotFoundError, NotReadableError, OverconstrainedError, no getUserMedia). */
  | 'unavailable';

export class CameraError extends Error {
  constructor(
    readonly failure: CameraFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CameraError';
  }
}

/** An open camera: its live picture, a still of it, and the end of it. */
export interface CameraStream {
  /** Shows the live picture in a video element (null: none any more). */
  attach(video: HTMLVideoElement | null): void;
  /** A still of the current picture, as a JPEG. */
  capture(): Promise<Blob>;
  /** Stops every track; calling it again does nothing. */
  stop(): void;
}

export interface Camera {
  permission(): Promise<CameraPermission>;
  /** Opens the camera; the browser asks for the permission here when it has not been given. Rejects with a CameraError. */
  open(facing: CameraFacing): Promise<CameraStream>;
}

/** JPEG quality of a captured still: sharp enough for the document check, a few hundred KB at 1080p. */
export const JPEG_QUALITY = 0.9;

function failureOf(error: unknown): CameraFailure | 'other' {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (['NotFoundError', 'NotReadableError', 'OverconstrainedError', 'DevicesNotFoundError', 'TrackStartError', 'AbortError'].includes(name)) return 'unavailable';
  return 'other';
}

/** Waits until a video element has a picture to draw. */
function pictureReady(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      video.removeEventListener('loadeddata', done);
      video.removeEventListener('error', failed);
      resolve();
    };
    const failed = () => {
      video.removeEventListener('loadeddata', done);
      video.removeEventListener('error', failed);
      reject(new CameraError('unavailable', 'The camera gave no picture'));
    };
    video.addEventListener('loadeddata', done);
    video.addEventListener('error', failed);
  });
}

class BrowserCameraStream implements CameraStream {
  private video: HTMLVideoElement | null = null;
  private stopped = false;

  constructor(private readonly stream: MediaStream) {}

  attach(video: HTMLVideoElement | null): void {
    if (this.video && this.video !== video) this.video.srcObject = null;
    this.video = video;
    if (!video || this.stopped) return;
    if (video.srcObject !== this.stream) video.srcObject = this.stream;
    // Autoplay of a muted inline video is allowed; a refusal only delays the picture.
    void video.play().catch(() => undefined);
  }

  async capture(): Promise<Blob> {
    const video = this.video;
    if (!video || this.stopped) throw new CameraError('unavailable', 'The camera is not shown');
    await pictureReady(video);
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new CameraError('unavailable', 'No 2D canvas');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return new Promise((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CameraError('unavailable', 'The picture could not be encoded'))), 'image/jpeg', JPEG_QUALITY);
    });
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const track of this.stream.getTracks()) track.stop();
    if (this.video) this.video.srcObject = null;
    this.video = null;
  }
}

/** The browser's camera: navigator.mediaDevices.getUserMedia and navigator.permissions. */
export function browserCamera(nav: Navigator = navigator): Camera {
  return {
    async permission() {
      if (!nav.permissions?.query) return 'unknown';
      try {
        // "camera" is not in every browser's PermissionName list (Firefox throws a TypeError).
        const status = await nav.permissions.query({ name: 'camera' as PermissionName });
        return status.state;
      } catch {
        return 'unknown';
      }
    },
    async open(facing) {
      if (!nav.mediaDevices?.getUserMedia) throw new CameraError('unavailable', 'This browser has no camera access (getUserMedia)');
      try {
        const stream = await nav.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } },
        });
        return new BrowserCameraStream(stream);
      } catch (error) {
        const failure = failureOf(error);
        const message = error instanceof Error ? error.message : String(error);
        throw new CameraError(failure === 'other' ? 'unavailable' : failure, message);
      }
    },
  };
}
