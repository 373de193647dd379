import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import type { ProviderFlowProps } from '../provider-flow';

// The camera code, the flow's screens and its styles load only when the SDK flow runs.
const SdkFlowRunner = lazy(() => import('./sdk-flow-runner'));

/**
 * The identity SDK flow (spec 01 section 4): intro, document type, the document's photos and the
 * selfie with the camera, then upload and verify. See sdk-flow-model.ts.
 */
export function SdkFlow(props: ProviderFlowProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <SdkFlowRunner {...props} />
    </Suspense>
  );
}
