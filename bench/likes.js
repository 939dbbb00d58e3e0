// The write side of the mixed run: fans toggling likes on random photos at a steady rate.
import { random } from './lib.js';
import { bearer } from './webRequests.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `perSecond` likes (`POST /api/photos/:id/like`, each from the next fan's token, on a random
 * photo of `photoIds`) for `seconds`: at most perSecond × seconds of them, none started after the
 * time is up, each given up after 10 s. Resolves to how many were sent, how many failed and why
 * (`{"HTTP 500": 2, TimeoutError: 1}`), and the slowest answer in ms.
 */
export async function sendLikes(base, tokens, photoIds, { perSecond, seconds }) {
  const next = random(20);
  const limit = Math.ceil(perSecond * seconds);
  const started = performance.now();
  const until = started + seconds * 1000;
  const pending = new Set();
  let sent = 0;
  let failed = 0;
  let slowest = 0;
  const causes = {};
  const fail = (cause) => {
    failed += 1;
    causes[cause] = (causes[cause] ?? 0) + 1;
  };
  const likeOnce = async (id, token) => {
    const sentAt = performance.now();
    try {
      const response = await fetch(`${base}/api/photos/${id}/like`, {
        method: 'POST',
        headers: bearer(token),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (!response.ok) fail(`HTTP ${response.status}`);
    } catch (error) {
      fail(error.name);
    } finally {
      slowest = Math.max(slowest, performance.now() - sentAt);
    }
  };
  while (sent < limit && performance.now() < until) {
    const wait = started + (sent * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    const like = likeOnce(photoIds[Math.floor(next() * photoIds.length)], tokens[sent % tokens.length]);
    sent += 1;
    pending.add(like);
    like.then(() => pending.delete(like));
  }
  await Promise.all(pending);
  return { sent, failed, causes, slowest };
}
