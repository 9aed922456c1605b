// What other modules use of auth: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export { PROFILE_PASSWORD_LIMITS } from './auth-rate-limits.ts';
export { PasswordAttempts } from './failed-attempts.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { endOpenResets } from './password-resets.repository.ts';
export { deleteUserSessions } from './sessions.repository.ts';
export { loadUserView } from './user-view.ts';
export { findAccountContact } from './users.repository.ts';
