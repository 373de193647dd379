import type { ProviderFlowProps } from '../provider-flow';
import { NotBuiltPage } from '@/app/pages/not-built-page';

/** Placeholder until the identity SDK is built (issue 7): visibly unfinished, never wired as done. */
export function SdkFlow(_props: ProviderFlowProps) {
  return <NotBuiltPage />;
}
