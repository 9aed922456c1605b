import { LoginBody } from '../../../../domain/schemas/account.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';

/** The login form's check (zod and the shared schema), loaded apart from the page: login-page.tsx. */
export const loginResolver = zodResolver(LoginBody);
