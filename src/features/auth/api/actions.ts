import { useAction } from '@/components/ui/use-action';
import type { RegisterInput } from '@/api/user/accounts';

/**
 * The sign-in and registration actions. The accounts API (with the HTTP client and the response
 * schemas) loads when the user starts filling in the form, not with the page: the form is usable
 * before it (issue 14's budget for the public pages).
 */
const accountsApi = () => import('@/api/user/accounts');

/** Starts loading the accounts API (the user is filling in a form that will need it). */
export function preloadAccountsApi() {
  accountsApi().catch(() => undefined); // a failure shows when the form is sent
}

export function useLoginAction() {
  // silent: the login page shows every failure itself, once, beside the form (no toast)
  return useAction(async (input: { email: string; password: string }) => (await accountsApi()).loginUser(input), { form: 'accounts/login', silent: true });
}

export function useRegisterAction() {
  return useAction(async (input: RegisterInput) => (await accountsApi()).registerUser(input), { form: 'accounts/register' });
}
