import type { ProviderFlowProps } from '../provider-flow';
import { NotBuiltPage } from '@/app/pages/not-built-page';

/** Placeholder until the manual upload wizard is built (issue 7): visibly unfinished, never wired as done. */
export function ManualUploadFlow(_props: ProviderFlowProps) {
  return <NotBuiltPage />;
}
