import { describe, expect, it } from 'vitest';
import { routeToPath } from '../../state/routes.js';
import { photoRoute } from './linkedPhoto.js';

describe('the photo a /photos/{id} address opens', () => {
  it('is named in the address while the lightbox shows it', () => {
    expect(routeToPath(photoRoute('0199 ab'))).toBe('/photos/0199%20ab');
    expect(routeToPath(photoRoute(null))).toBe('/photos');
  });
});
