import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { Captcha, OauthGateway } from './application/oauth-ports';
import { CaptchaChallengeError, RecaptchaCaptcha } from './adapters/recaptcha-captcha';
import { CaptchaChallengeTextsToken, CaptchaSettingsToken, type CaptchaChallengeTexts, type CaptchaSettings } from './captcha-settings';
import { HttpOauthGateway } from './adapters/http-oauth-gateway';
import { oauthCoreModule } from './oauth.modules';
import { OAuthUrl } from './session.modules';

export const oauthHttpModule = new TrackedModule('session/oauth-http', (bind) => {
  bind(OauthGateway).toResolvedValue((url, fetch) => new HttpOauthGateway(url, fetch), [OAuthUrl, ApiFetch]).inSingletonScope();
  // The bot check: Google reCAPTCHA (or the sandbox's imitation of it) where VITE_CAPTCHA_* name it.
  bind(Captcha)
    .toResolvedValue<[CaptchaSettings | undefined, (() => CaptchaChallengeTexts) | undefined]>(
      (settings, texts): Captcha =>
        settings
          ? new RecaptchaCaptcha(settings, { texts })
          : {
              token: () => Promise.reject(new CaptchaChallengeError('No bot check is configured (VITE_CAPTCHA_*)')),
              challenge: () => Promise.reject(new CaptchaChallengeError('No bot check is configured (VITE_CAPTCHA_*)')),
            },
      [
        { serviceIdentifier: CaptchaSettingsToken, optional: true },
        { serviceIdentifier: CaptchaChallengeTextsToken, optional: true },
      ],
    )
    .inSingletonScope();
});

export const oauthHttpModules = [oauthCoreModule, oauthHttpModule] as const;
