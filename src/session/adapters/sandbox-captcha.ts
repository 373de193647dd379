import type { Captcha } from '../application/oauth-ports';

/** The response the sandbox's captcha "widget" gives; the OAuth API decides (and fails on demand). */
export const SANDBOX_CAPTCHA_RESPONSE = 'sandbox-captcha-response';

/**
 * The captcha without a vendor: no script is loaded, both checks answer a fixed response, and the
 * sandbox's OAuth API passes or fails it (control: POST /sandbox/control/captcha {"v3": "fail"}).
 */
export class SandboxCaptcha implements Captcha {
  readonly asked: string[] = [];

  async token(action: string): Promise<string> {
    this.asked.push(`v3:${action}`);
    return SANDBOX_CAPTCHA_RESPONSE;
  }

  async challenge(): Promise<string> {
    this.asked.push('v2');
    return SANDBOX_CAPTCHA_RESPONSE;
  }
}
