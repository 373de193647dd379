import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { OauthGateway } from './application/oauth-ports';
import { HttpOauthGateway } from './adapters/http-oauth-gateway';
import { oauthCoreModule } from './oauth.modules';
import { OAuthUrl } from './session.modules';

export const oauthHttpModule = new TrackedModule('session/oauth-http', (bind) => {
  bind(OauthGateway).toResolvedValue((url, fetch) => new HttpOauthGateway(url, fetch), [OAuthUrl, ApiFetch]).inSingletonScope();
});

export const oauthHttpModules = [oauthCoreModule, oauthHttpModule] as const;
