/** The address of the gallery with a photo open in the lightbox, or none. */
export const photoRoute = (photoId: string | null) =>
  photoId ? ({ page: 'photos', photoId } as const) : ({ page: 'photos' } as const);
