import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ChatMessage } from '@tasbir/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageAtom, type Language } from '../../state/language.js';
import { MessageList } from './MessageList.js';
import { loadTexts } from '../../i18n.js';

// The app loads Nepali's sentences before it draws in Nepali (i18n.ts).
beforeAll(() => loadTexts('ne'));

const message = (id: string, at: Date): ChatMessage => ({
  id,
  conversation_id: 'c1',
  sender_id: id.startsWith('mine') ? 'me' : 'them',
  recipient_id: id.startsWith('mine') ? 'them' : 'me',
  message: `text ${id}`,
  message_type: 'text',
  created_at: at.toISOString(),
  read_at: null,
});

function render(language: Language, messages: ChatMessage[]): string {
  const store = createStore();
  store.set(languageAtom, language);
  return renderToStaticMarkup(
    <Provider store={store}>
      <MessageList me="me" messages={messages} seenId={null} partnerName="Sita" earlier={null} />
    </Provider>,
  );
}

const dayHeads = (html: string) =>
  [...html.matchAll(/<li class="thread__day"><time[^>]*>([^<]*)<\/time><\/li>/g)].map((match) => match[1]);

describe('the thread’s day headings', () => {
  const now = new Date();
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);

  it('heads each day’s first message with its day, today’s as "Today"', () => {
    const html = render('en', [
      message('them-1', yesterday),
      message('mine-1', yesterday),
      message('them-2', now),
      message('mine-2', now),
    ]);
    const heads = dayHeads(html);
    expect(heads).toHaveLength(2);
    expect(heads[0]).toMatch(/\d{4}/);
    expect(heads[1]).toBe('Today');
  });

  it('writes the days in Nepali for Nepali readers', () => {
    const heads = dayHeads(render('ne', [message('them-1', yesterday), message('them-2', now)]));
    expect(heads[0]).toMatch(/[०-९]{4}/);
    expect(heads[1]).toBe('आज');
  });
});
