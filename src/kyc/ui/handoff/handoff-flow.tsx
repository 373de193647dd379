import type { ProviderFlowProps } from '../provider-flow';
import { NotBuiltPage } from '@/app/pages/not-built-page';

/** Placeholder until the phone hand-off is built (issue 7): visibly unfinished, never wired as done. */
export function HandoffFlow(_props: ProviderFlowProps) {
  return <NotBuiltPage />;
}
