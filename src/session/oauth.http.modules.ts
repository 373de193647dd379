import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { Captcha, OauthGateway } from './application/oauth-ports';
import { CaptchaChallengeError, RecaptchaCaptcha } from './adapters/recaptcha-captcha';
import { AppConfigToken } from '@/app/config-token';
import type { AppConfig } from '@/app/config';
import { CaptchaChallengeTextsToken, type CaptchaChallengeTexts } from './captcha-settings';
import { readCaptchaSettings } from './captcha-vendor-settings';
import { HttpOauthGateway } from './adapters/http-oauth-gateway';
import { oauthCoreModule } from './oauth.modules';
import { OAuthUrl } from './session.modules';

export const oauthHttpModule = new TrackedModule('session/oauth-http', (bind) => {
  bind(OauthGateway).toResolvedValue((url, fetch) => new HttpOauthGateway(url, fetch), [OAuthUrl, ApiFetch]).inSingletonScope();
  // The bot check: Google reCAPTCHA (or the sandbox's imitation of it) where VITE_CAPTCHA_* name it.
  bind(Captcha)
    .toResolvedValue<[AppConfig, (() => CaptchaChallengeTexts) | undefined]>(
      (config, texts): Captcha => {
        const settings = readCaptchaSettings(config.settings, config.vendorOrigins[0]);
        return settings
          ? new RecaptchaCaptcha(settings, { texts })
          : {
              token: () => Promise.reject(new CaptchaChallengeError('No bot check is configured (VITE_CAPTCHA_*)')),
              challenge: () => Promise.reject(new CaptchaChallengeError('No bot check is configured (VITE_CAPTCHA_*)')),
            };
      },
      [
        AppConfigToken,
        { serviceIdentifier: CaptchaChallengeTextsToken, optional: true },
      ],
    )
    .inSingletonScope();
});

export const oauthHttpModules = [oauthCoreModule, oauthHttpModule] as const;
