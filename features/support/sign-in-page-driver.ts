import { SignInViewModel, type SignInField } from '@/session/ui/sign-in-view-model';
import type { PortalWorld } from './world';

export interface SignInValues {
  readonly email: string;
  readonly password: string;
  readonly country?: string;
}

/**
 * The sign-in screen as SignInPage uses it, without React: the fields are typed into the view
 * model (which owns the form and its checks), "Sign in" is pressed, and the page navigates
 * where the view model says.
 */
export class SignInPageDriver {
  private page: { key: string; viewModel: SignInViewModel } | undefined;
  /** The view model that handled the last submit: its errors and country choices. */
  submitted: SignInViewModel | undefined;
  lastValues: SignInValues | undefined;

  constructor(private readonly world: PortalWorld) {}

  reset(): void {
    this.page = undefined;
    this.submitted = undefined;
  }

  /** The view model of the sign-in page on screen: a new one per visit, as the mounted page makes. */
  viewModel(): SignInViewModel {
    const { router } = this.world;
    if (router.pathname !== '/sign-in') throw new Error(`Not on the sign-in page but on ${router.location}`);
    const key = router.locationKey;
    if (this.page?.key !== key) {
      this.page = { key, viewModel: this.world.container.get(SignInViewModel) };
      // What the mounted page does once on screen.
      this.page.viewModel.prefillEmail(router.search.get('email'));
    }
    return this.page.viewModel;
  }

  /** Fills in the form and presses "Sign in"; opens /sign-in first when no page is open yet. */
  async submit(values: SignInValues): Promise<void> {
    if (!this.world.hasRouter) await this.world.open('/sign-in');
    const { router } = this.world;
    await router.settle();
    const viewModel = this.viewModel();
    this.lastValues = values;
    this.submitted = viewModel;
    viewModel.setField('email', values.email);
    viewModel.setField('password', values.password);
    if (values.country !== undefined) viewModel.setField('country', values.country);
    const to = await viewModel.submit(router.search.get('redirect'));
    this.world.rememberToken();
    if (to) router.navigate(to, { replace: true });
    await router.settle();
  }

  /** The error shown at a field: the form's own message key, else the server's error type. */
  fieldError(field: SignInField): string | undefined {
    return this.submitted?.clientErrors[field] ?? this.submitted?.fieldErrors[field]?.type;
  }
}
