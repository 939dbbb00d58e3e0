import type { ZodType } from 'zod';
import { fieldOfIssue, refusalOfIssue, type Refusal } from '@tasbir/shared';

/** A refusal the server would answer, and the field it is about (`city`, `account_number`; `input` for the whole form). */
export type FormProblem = Refusal & { field: string };

/**
 * What a form's input breaks of the server's own schema, in the order the server meets it (the
 * first is what it would answer), each as the server's code and values: `refusalText` words it in
 * the reader's language, so a form says what the server says. `value` is what would be sent, as
 * the server reads it (a typed amount through `digitsAsNumber`, like the REST adapter). Empty when
 * the input may be sent; rules the schema cannot know (today's date, a balance) stay the form's.
 */
export function formProblems(schema: ZodType, value: unknown): FormProblem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ ...refusalOfIssue(issue), field: fieldOfIssue(issue) }));
}
