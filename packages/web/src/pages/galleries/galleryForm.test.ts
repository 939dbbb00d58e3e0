import { describe, expect, it } from 'vitest';
import type { Gallery } from '@tasbir/shared';
import { createRequest, draftOf, emptyGalleryDraft, galleryProblem, shareLinks, updateRequest } from './galleryForm.js';
import { byteSize } from './galleryText.js';

const gallery: Gallery = {
  id: 'g1',
  title: 'Sita and Ram, Pokhara',
  booking_id: 'b1',
  event_date: '2026-12-12',
  download: 'original',
  expires_at: '2027-01-31',
  expired: false,
  has_password: true,
  pick_limit: 40,
  token: 'AAAAAAAAAAAAAAAAAAAAAA',
  url: 'http://localhost:3000/g/AAAAAAAAAAAAAAAAAAAAAA',
  pin: '0427',
  cover: null,
  photo_count: 0,
  storage_bytes: 0,
  views_count: 0,
  downloads_count: 0,
  picked_count: 0,
  originals_open: false,
  created_at: '2026-12-13T00:00:00.000Z',
  updated_at: '2026-12-13T00:00:00.000Z',
};

describe('the gallery form', () => {
  it('sends a new gallery without the fields left blank', () => {
    expect(createRequest({ ...emptyGalleryDraft, title: 'Pasni' })).toEqual({
      title: 'Pasni',
      download: 'web',
      pick_limit: null,
    });
    expect(
      createRequest({ ...emptyGalleryDraft, title: 'Pasni', pickLimit: ' 25 ', password: 'mehendi' }),
    ).toMatchObject({ pick_limit: 25, password: 'mehendi' });
  });

  it('finds the problems the server would refuse, by the same codes', () => {
    expect(galleryProblem(emptyGalleryDraft)).toMatchObject({ code: 'galleryTitleRequired' });
    expect(galleryProblem({ ...emptyGalleryDraft, title: 'Pasni', pickLimit: 'forty' })).toMatchObject({
      code: 'galleryPickLimitInvalid',
    });
    expect(galleryProblem({ ...emptyGalleryDraft, title: 'Pasni', password: 'abc' })).toMatchObject({
      code: 'galleryPasswordInvalid',
    });
    expect(galleryProblem({ ...draftOf(gallery), pickLimit: '0' }, gallery.id)).toMatchObject({
      code: 'galleryPickLimitInvalid',
    });
    expect(galleryProblem(draftOf(gallery), gallery.id)).toBeNull();
  });

  it('keeps the password when the field is left empty, and clears what was emptied', () => {
    const draft = { ...draftOf(gallery), expiresAt: '', pickLimit: '' };
    expect(updateRequest(gallery.id, draft)).toEqual({
      id: 'g1',
      title: 'Sita and Ram, Pokhara',
      download: 'original',
      event_date: '2026-12-12',
      expires_at: null,
      pick_limit: null,
    });
    expect(updateRequest(gallery.id, { ...draft, removePassword: true })).toMatchObject({ password: null });
    expect(updateRequest(gallery.id, { ...draft, password: 'tihar-2083' })).toMatchObject({ password: 'tihar-2083' });
  });

  it('writes the WhatsApp and Viber links with the message encoded', () => {
    expect(shareLinks('Photos: https://tasbir.com.np/g/x?y=1')).toEqual({
      whatsapp: 'https://wa.me/?text=Photos%3A%20https%3A%2F%2Ftasbir.com.np%2Fg%2Fx%3Fy%3D1',
      viber: 'viber://forward?text=Photos%3A%20https%3A%2F%2Ftasbir.com.np%2Fg%2Fx%3Fy%3D1',
    });
  });

  it('writes sizes as a file manager does', () => {
    const number = (value: number) => String(value);
    expect(byteSize(0, number)).toBe('0 B');
    expect(byteSize(1536, number)).toBe('1.5 KB');
    expect(byteSize(3.4 * 2 ** 30, number)).toBe('3.4 GB');
    expect(byteSize(200 * 2 ** 30, number)).toBe('200 GB');
  });
});
