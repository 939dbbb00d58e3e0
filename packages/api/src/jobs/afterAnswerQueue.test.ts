import { describe, expect, it } from 'vitest';
import { AfterAnswerQueue } from './afterAnswerQueue.js';

describe('work left for after the answer', () => {
  it('starts only after the current turn, and runs one job after the other in order', async () => {
    const reported: string[] = [];
    const queue = new AfterAnswerQueue(10, (_error, message) => reported.push(message));
    const steps: string[] = [];
    let running = 0;
    const job = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      steps.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push(`${name} ends`);
      running -= 1;
    };
    queue.push('first', job('first'));
    queue.push('second', job('second'));
    steps.push('answered');
    await Promise.resolve();
    expect(steps).toEqual(['answered']);
    await queue.idle();
    expect(steps).toEqual(['answered', 'first starts', 'first ends', 'second starts', 'second ends']);
    expect(reported).toEqual([]);
  });

  it('reports a failed job and goes on with the next', async () => {
    const reported: string[] = [];
    const queue = new AfterAnswerQueue(10, (error, message) =>
      reported.push(`${message}: ${error instanceof Error ? error.message : ''}`),
    );
    let ran = false;
    queue.push('broken', () => Promise.reject(new Error('database gone')));
    queue.push('next', async () => {
      ran = true;
    });
    await queue.idle();
    expect(reported).toEqual(['broken failed: database gone']);
    expect(ran).toBe(true);
  });

  it('drops and reports a job beyond the most that may wait', async () => {
    const reported: string[] = [];
    const queue = new AfterAnswerQueue(2, (_error, message) => reported.push(message));
    let ran = 0;
    for (let i = 0; i < 3; i += 1) queue.push('link', async () => void (ran += 1));
    await queue.idle();
    expect(ran).toBe(2);
    expect(reported).toEqual(['link dropped']);
    queue.push('link', async () => void (ran += 1));
    await queue.idle();
    expect(ran).toBe(3);
  });
});
