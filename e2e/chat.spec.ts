import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { account, signedInPage, mainNav, register, topBar, type Account } from './fixtures.js';

const bell = (page: Page) => topBar(page).getByRole('button', { name: /^Notifications/ });
const messagesLink = (page: Page) => mainNav(page).getByRole('link', { name: /^Messages/ });
/** The open thread's messages (a region named after the partner). */
const chatLog = (page: Page, partner: Account) => page.getByRole('region', { name: `Chat with ${partner.username}` });
const composer = (page: Page, partner: Account) =>
  page.getByRole('textbox', { name: `Message to ${partner.username}` });

test('a user chats with a photographer from the directory; both sides follow live, without a reload', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const studio = account('chatlens');
  const patron = account('chatfan');
  const setup = await browser.newContext({ baseURL: origin });
  const photographer = await register(setup.request, studio, 'photographer');
  const user = await register(setup.request, patron, 'user');
  await setup.close();

  // The photographer is on another page; the user finds them in the directory and presses Chat.
  const photographerPage = await signedInPage(browser, origin, photographer.token, '/photos');
  await expect(messagesLink(photographerPage)).toHaveAccessibleName('Messages');
  const userPage = await signedInPage(browser, origin, user.token, '/photographers');
  await userPage.getByRole('combobox', { name: 'Search' }).fill(studio.username);
  await userPage.getByRole('article', { name: studio.username }).getByRole('button', { name: 'Chat' }).click();
  await expect(userPage).toHaveURL(`/messages/${photographer.id}`);
  await expect(userPage.getByRole('heading', { name: studio.username, exact: true })).toBeVisible();
  await expect(chatLog(userPage, studio)).toContainText(`No messages yet. Say hello to ${studio.username}!`);

  const send = userPage.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await composer(userPage, studio).fill('Namaste! Are you free on Saturday?');
  await composer(userPage, studio).press('Shift+Enter');
  await composer(userPage, studio).pressSequentially('At Patan Durbar Square.');
  await composer(userPage, studio).press('Enter');
  const question = chatLog(userPage, studio).getByRole('listitem').filter({ hasText: 'Namaste!' });
  await expect(question).toContainText('Are you free on Saturday?\nAt Patan Durbar Square.');
  await expect(composer(userPage, studio)).toHaveValue('');
  await expect(chatLog(userPage, studio).getByText('Seen')).toHaveCount(0);

  // The photographer's bell and Messages link count it, live.
  await expect(bell(photographerPage)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(messagesLink(photographerPage)).toHaveAccessibleName('Messages 1 unread');
  await messagesLink(photographerPage).click();
  const conversation = photographerPage
    .getByRole('region', { name: 'Conversations' })
    .getByRole('button', { name: patron.username });
  await expect(conversation).toContainText('Namaste! Are you free on Saturday?');
  await expect(conversation).toContainText('1 unread');
  await conversation.click();
  await expect(photographerPage).toHaveURL(`/messages/${user.id}`);
  await expect(chatLog(photographerPage, patron)).toContainText('At Patan Durbar Square.');
  await expect(messagesLink(photographerPage)).toHaveAccessibleName('Messages');
  await expect(bell(photographerPage)).toHaveAccessibleName('Notifications');

  // Reading it shows "Seen" to the user; the photographer's typing shows, then the reply arrives live.
  await expect(chatLog(userPage, studio).getByText('Seen')).toBeVisible();
  await composer(photographerPage, patron).pressSequentially('Yes, Saturday');
  await expect(userPage.getByText(`${studio.username} is typing…`)).toBeVisible();
  await composer(photographerPage, patron).fill('Yes, Saturday morning works. 🙏');
  await photographerPage.getByRole('button', { name: 'Send' }).click();
  await expect(chatLog(userPage, studio)).toContainText('Yes, Saturday morning works. 🙏');
  await expect(chatLog(photographerPage, patron).getByText('Seen')).toBeVisible();
  await expect(userPage.getByText(`${studio.username} is typing…`)).toBeHidden();
  await expect(messagesLink(userPage)).toHaveAccessibleName('Messages');

  // On a phone the list and the thread are two screens.
  await userPage.setViewportSize({ width: 390, height: 800 });
  const conversations = userPage.getByRole('region', { name: 'Conversations' });
  await expect(conversations).toBeHidden();
  await userPage.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(userPage).toHaveURL('/messages');
  await expect(chatLog(userPage, studio)).toBeHidden();
  await expect(conversations.getByRole('button', { name: studio.username })).toBeFocused();
  await conversations.getByRole('button', { name: studio.username }).click();
  await expect(userPage.getByRole('heading', { name: studio.username, exact: true })).toBeFocused();
  await expect(chatLog(userPage, studio)).toContainText('Yes, Saturday morning works.');
  await userPage.context().close();
  await photographerPage.context().close();
});

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A server process of its own (Playwright's cannot be restarted), on a port and data folder that outlive it. */
class OwnServer {
  private child: ChildProcess | null = null;
  private log = '';

  constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['packages/api/dist/main.js'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: `file:${join(this.dataDir, 'app.db')}`,
        DEMO_DATA: '0',
        ENABLE_TEST_ROUTES: '1',
        // Fixed, so the tokens handed out before the restart are still good after it.
        JWT_SECRET: 'e2e-chat-restart-secret-0123456789abcdef',
        PUBLIC_URL: this.origin,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
    });
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.child = child;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server stopped at start (${child.exitCode}): ${this.log}`);
      const answer = await fetch(`${this.origin}/`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer within 30 s: ${this.log}`);
  }

  /** Ends the process by its pid and waits until it is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(child.pid, 'SIGTERM');
    // The server exits within its own 10 s shutdown limit; a test must not wait beyond it.
    const timer = setTimeout(() => child.pid && process.kill(child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    // A restart is what this test is about; a stop that needed the server's limit is reported, not failed.
    if (child.exitCode !== 0)
      console.warn(`the server did not stop cleanly (${child.exitCode ?? child.signalCode}): ${this.log}`);
  }
}

test('after a server restart the pages reconnect by themselves and messages arrive live again', async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-e2e-chat-'));
  const server = new OwnServer(await freePort(), dataDir);
  try {
    await server.start();
    const studio = account('restartlens');
    const patron = account('restartfan');
    const setup = await browser.newContext({ baseURL: server.origin });
    const photographer = await register(setup.request, studio, 'photographer');
    const user = await register(setup.request, patron, 'user');
    await setup.close();

    const userPage = await signedInPage(browser, server.origin, user.token, `/messages/${photographer.id}`);
    const photographerPage = await signedInPage(browser, server.origin, photographer.token, '/leaderboard');
    await composer(userPage, studio).fill('Before the restart');
    await composer(userPage, studio).press('Enter');
    await expect(chatLog(userPage, studio)).toContainText('Before the restart');

    // The photographer opens it from the bell's notification.
    await expect(bell(photographerPage)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(photographerPage).click();
    const panel = photographerPage.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('button', { name: `Unread: ${patron.username}: Before the restart` }).click();
    await expect(photographerPage).toHaveURL(`/messages/${user.id}`);
    await expect(chatLog(photographerPage, patron)).toContainText('Before the restart');
    await expect(chatLog(userPage, studio).getByText('Seen')).toBeVisible();

    await server.stop();
    await server.start();

    // Neither page is reloaded: their sockets come back 3 s after the close and resume.
    await composer(photographerPage, patron).fill('After the restart');
    await composer(photographerPage, patron).press('Enter');
    await expect(chatLog(userPage, studio)).toContainText('After the restart', { timeout: 20_000 });
    await composer(userPage, studio).fill('Still here');
    await composer(userPage, studio).press('Enter');
    await expect(chatLog(photographerPage, patron)).toContainText('Still here', { timeout: 20_000 });
    await expect(chatLog(photographerPage, patron).getByText('Seen')).toBeVisible({ timeout: 20_000 });
    await userPage.context().close();
    await photographerPage.context().close();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
