import type { Camera, CameraFacing, CameraPermission, CameraStream } from './camera';
import { CameraError } from './camera';

/** The start (SOI + JFIF APP0) and the end (EOI) of a JPEG file, so the file rules judging by content accept a fake still. */
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00];
const JPEG_END = [0xff, 0xd9];

/**
 * A camera for unit tests and Cucumber: the permission is whatever the test sets, opening it
 * follows the permission (denied -> refused, prompt -> the "browser" grants or refuses as told),
 * every still is a small JPEG naming the camera and its number (fakeStillLabel reads it back), and it counts open streams so a
 * test can prove every track was stopped.
 */
export class FakeCamera implements Camera {
  /** What the Permissions API answers. */
  state: CameraPermission = 'prompt';
  /** What the customer answers when the browser asks (state prompt or unknown). */
  answer: 'allow' | 'block' = 'allow';
  /** No camera at all (a desktop without one). */
  missing = false;
  /** Opening waits until the test lets it go (a slow camera). */
  private held: (() => void) | undefined;
  holdOpening = false;
  readonly opened: CameraFacing[] = [];
  readonly stills: string[] = [];
  private readonly streams = new Set<FakeStream>();

  get openStreams(): number {
    return this.streams.size;
  }

  /** How often the Permissions API was asked. */
  permissionChecks = 0;

  async permission(): Promise<CameraPermission> {
    this.permissionChecks += 1;
    return this.state;
  }

  async open(facing: CameraFacing): Promise<CameraStream> {
    if (this.holdOpening) await new Promise<void>((resolve) => (this.held = resolve));
    if (this.missing) throw new CameraError('unavailable', 'Requested device not found');
    if (this.state === 'denied') throw new CameraError('denied', 'Permission denied');
    if (this.state !== 'granted') {
      if (this.answer === 'block') {
        this.state = 'denied';
        throw new CameraError('denied', 'Permission denied');
      }
      this.state = 'granted';
    }
    this.opened.push(facing);
    const stream = new FakeStream(facing, this.opened.length, this);
    this.streams.add(stream);
    return stream;
  }

  /** Lets a held opening go on. */
  release(): void {
    this.holdOpening = false;
    this.held?.();
    this.held = undefined;
  }

  /** @internal */
  ended(stream: FakeStream): void {
    this.streams.delete(stream);
  }
}

class FakeStream implements CameraStream {
  private stopped = false;

  constructor(
    private readonly facing: CameraFacing,
    private readonly number: number,
    private readonly camera: FakeCamera,
  ) {}

  attach(): void {}

  async capture(): Promise<Blob> {
    if (this.stopped) throw new CameraError('unavailable', 'The camera was stopped');
    const label = `${this.facing} camera, picture ${this.number}`;
    this.camera.stills.push(label);
    return new Blob([new Uint8Array(JPEG_HEAD), label, new Uint8Array(JPEG_END)], { type: 'image/jpeg' });
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.camera.ended(this);
  }
}

/** The label inside a fake still ("environment camera, picture 1"). */
export async function fakeStillLabel(still: Blob | undefined): Promise<string | undefined> {
  return still?.slice(JPEG_HEAD.length, still.size - JPEG_END.length).text();
}
