import type { ChatMessage, ThreadPage } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { oldestFirst, partnerOf, seenMessageId, withMessage, withReadReceipt } from './chatCache.js';

const message = (id: string, from: string, to: string, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation_id: 'c1',
  sender_id: from,
  recipient_id: to,
  message: `text ${id}`,
  message_type: 'text',
  created_at: `2025-03-01T10:00:0${id}.000Z`,
  read_at: null,
  ...fields,
});

const page = (items: ChatMessage[], fields: Partial<ThreadPage> = {}): ThreadPage => ({
  items,
  next_cursor: null,
  conversation_id: 'c1',
  other_user: { id: 'p', username: 'pat', role: 'photographer', profile_picture: null, verified: false },
  other_online: false,
  block: null,
  ...fields,
});

describe('a thread in the cache', () => {
  it('takes a new message as its newest, once, and learns its conversation', () => {
    const empty = { pages: [page([], { conversation_id: null })], pageParams: [null] };
    const sent = message('1', 'me', 'p');
    const once = withMessage(empty, sent);
    expect(once?.pages[0]?.items).toEqual([sent]);
    expect(once?.pages[0]?.conversation_id).toBe('c1');
    expect(once?.pageParams).toEqual([null]);
    expect(withMessage(once, sent)).toBe(once);
    expect(withMessage(undefined, sent)).toBeUndefined();
  });

  it('marks the caller’s messages up to the read time as seen, and nothing else', () => {
    const thread = { pages: [page([message('3', 'me', 'p'), message('2', 'p', 'me'), message('1', 'me', 'p')])] };
    const read = withReadReceipt(thread, 'me', '2025-03-01T10:00:01.500Z');
    expect(read?.pages[0]?.items.map((item) => item.read_at)).toEqual([null, null, '2025-03-01T10:00:01.500Z']);
    expect(withReadReceipt(read, 'me', '2025-03-01T10:00:00.000Z')).toBe(read);
  });

  it('lists messages oldest first, each once, across pages', () => {
    const pages = [
      page([message('4', 'p', 'me'), message('3', 'me', 'p')]),
      page([message('3', 'me', 'p'), message('2', 'p', 'me')]),
    ];
    expect(oldestFirst(pages).map((item) => item.id)).toEqual(['2', '3', '4']);
  });

  it('puts "Seen" under the caller’s newest message only once it is read', () => {
    const unread = [
      message('1', 'me', 'p', { read_at: '2025-03-01T10:00:05.000Z' }),
      message('2', 'me', 'p'),
      message('3', 'p', 'me'),
    ];
    expect(seenMessageId(unread, 'me')).toBeNull();
    const read = [
      message('1', 'me', 'p'),
      message('2', 'me', 'p', { read_at: '2025-03-01T10:00:05.000Z' }),
      message('3', 'p', 'me'),
    ];
    expect(seenMessageId(read, 'me')).toBe('2');
    expect(seenMessageId([], 'me')).toBeNull();
  });

  it('knows the partner from either side', () => {
    expect(partnerOf(message('1', 'me', 'p'), 'me')).toBe('p');
    expect(partnerOf(message('1', 'p', 'me'), 'me')).toBe('p');
  });
});
