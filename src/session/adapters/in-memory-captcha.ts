import type { SandboxWorld } from '@/sandbox/world/world';
import { issueCaptchaResponseAtDesk, SANDBOX_CAPTCHA_SITE_KEYS } from '@/sandbox/world/captcha-desk';
import type { Captcha } from '../application/oauth-ports';

/**
 * The captcha of the in-memory (mock) mode: no script is loaded; both checks take their response
 * straight from the sandbox's bot-check desk (src/sandbox/world/captcha-desk.ts), as the vendor's
 * widget would, and the sandbox's OAuth API verifies them there (and refuses them on demand:
 * POST /sandbox/control/captcha {"v3": "fail"}).
 */
export class SandboxCaptcha implements Captcha {
  readonly asked: string[] = [];

  constructor(private readonly world: SandboxWorld) {}

  async token(action: string): Promise<string> {
    this.asked.push(`v3:${action}`);
    return this.issue('v3', action);
  }

  async challenge(): Promise<string> {
    this.asked.push('v2');
    return this.issue('v2');
  }

  private issue(version: 'v2' | 'v3', action?: string): string {
    const response = issueCaptchaResponseAtDesk(this.world, version, SANDBOX_CAPTCHA_SITE_KEYS[version], action);
    if (!response) throw new Error(`The sandbox captcha refused its own ${version} site key`);
    return response;
  }
}
