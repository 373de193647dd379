import type { ProviderFlowProps } from '../provider-flow';
import { NotBuiltPage } from '@/app/pages/not-built-page';

/** Placeholder until the identity vendor's frame is built (issue 7): visibly unfinished, never wired as done. */
export function FrameFlow(_props: ProviderFlowProps) {
  return <NotBuiltPage />;
}
