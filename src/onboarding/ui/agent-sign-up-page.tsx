import { useInjection } from '@/shared/di/container-context';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';
import { agentCodeOf } from '../domain/agent-code';
import { RegistrationDraftStore } from '../application/ports';
import { StartAgentSignUp } from '../application/start-agent-sign-up';

/** /sign-up?params={"agentCode":…} and /nets-agent (the same screen): an agent's customer starts registration. */
export function AgentSignUpPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const location = useLocation();
  const drafts = useInjection(RegistrationDraftStore);
  const agentCode = agentCodeOf(new URLSearchParams(location.search).get('params'));

  const start = () => {
    new StartAgentSignUp(drafts).execute(agentCode);
    navigate('/country-of-residence');
  };

  return (
    <section className="form-page">
      <PageHeading>{t('agent.heading')}</PageHeading>
      <p className="lead">{agentCode ? t('agent.invited') : t('agent.intro')}</p>
      {agentCode ? <p className="agent-code">{t('agent.code', { code: agentCode })}</p> : null}
      <ul>
        <li>{t('agent.stepCountry')}</li>
        <li>{t('agent.stepAccount')}</li>
        <li>{t('agent.stepDetails')}</li>
      </ul>
      <p className="actions">
        <button type="button" className="button button--primary button--block" onClick={start}>
          {t('agent.start')}
        </button>
      </p>
    </section>
  );
}
