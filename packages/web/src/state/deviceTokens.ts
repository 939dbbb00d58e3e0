/**
 * Device tokens (OWASP's device cookies): each sign-in answers one, kept per email in localStorage
 * and sent with the next sign-in to that account, so others' failed guesses never make its owner wait.
 * Signing out keeps them: they stand for this browser, not for a session.
 */
const storageKey = (email: string) => `device-token:${email.trim().toLowerCase()}`;

export function readDeviceToken(email: string): string | undefined {
  try {
    return window.localStorage.getItem(storageKey(email)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepDeviceToken(email: string, token: string): void {
  try {
    window.localStorage.setItem(storageKey(email), token);
  } catch {
    // Storage can be unavailable (private mode): the next sign-in goes without one.
  }
}
