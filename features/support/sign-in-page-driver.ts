import { signInSchema } from '@/session/ui/sign-in-schema';
import { SignInViewModel, type SignInField, type SignInValues } from '@/session/ui/sign-in-view-model';
import type { PortalWorld } from './world';

/**
 * The sign-in screen as SignInPage uses it, without React: the form's zod rules (the page's
 * resolver) run first, then the view model, then the page navigates where the view model says.
 */
export class SignInPageDriver {
  private page: { key: string; viewModel: SignInViewModel } | undefined;
  /** The view model that handled the last submit: its errors and country choices. */
  submitted: SignInViewModel | undefined;
  /** Messages (catalogue keys) of the form's own checks from the last submit, by field. */
  clientErrors: Partial<Record<string, string>> = {};
  lastValues: SignInValues | undefined;

  constructor(private readonly world: PortalWorld) {}

  reset(): void {
    this.page = undefined;
    this.submitted = undefined;
    this.clientErrors = {};
  }

  /** The view model of the sign-in page on screen: a new one per visit, as the mounted page makes. */
  viewModel(): SignInViewModel {
    const { router } = this.world;
    if (router.pathname !== '/sign-in') throw new Error(`Not on the sign-in page but on ${router.location}`);
    const key = router.router.state.location.key;
    if (this.page?.key !== key) this.page = { key, viewModel: this.world.container.get(SignInViewModel) };
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
    this.clientErrors = {};
    const form = signInSchema.safeParse(values);
    if (!form.success) {
      for (const issue of form.error.issues) this.clientErrors[String(issue.path[0])] ??= issue.message;
      return;
    }
    const to = await viewModel.submit(form.data, router.search.get('redirect'));
    this.world.rememberToken();
    if (to) router.navigate(to, { replace: true });
    await router.settle();
  }

  /** The error shown at a field: the form's own message key, else the server's error type. */
  fieldError(field: SignInField): string | undefined {
    return this.clientErrors[field] ?? this.submitted?.fieldErrors[field]?.type;
  }
}
