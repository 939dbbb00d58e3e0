import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Says once per run what a run without PostgreSQL leaves out: the whole suite then runs on SQLite
 * only, and the parts written for several servers on one PostgreSQL database are skipped.
 */
export default function sayWhatIsLeftOut(): void {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const postgresOnly = readdirSync(dir).filter(
    (file) =>
      file.endsWith('.test.ts') &&
      readFileSync(`${dir}/${file}`, 'utf8').includes('runIf(process.env.TEST_DATABASE_URL)'),
  );
  process.stdout.write(
    `\nTEST_DATABASE_URL is unset: the API suite runs on SQLite only, and the PostgreSQL-only parts of ${postgresOnly.join(', ')} are skipped.\n` +
      'Run them with: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project api (.ci/run does)\n\n',
  );
}
