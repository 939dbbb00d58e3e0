import { profilePictureLimits, type ProfilePictureAllowance, type User } from '@tasbir/shared';
import type { StagedFile } from '../../files/staging.js';
import { tooLarge, unauthorized } from '../../errors.js';
import type { MediaLibrary } from '../../files/library.js';
import { mediaKeyOfUrl, mediaUrl } from '../../files/mediaKeys.js';
import type { AuthRepository } from './repository.js';
import type { AuthenticatedUser } from './service.js';
import { toUser } from './userDto.js';

type Deps = { repository: AuthRepository; library: MediaLibrary };

const maxBytes = profilePictureLimits.maxMb * 1024 * 1024;
/** Every signed-in account may send a picture this large, whatever its plan. */
export const profilePictureAllowance: ProfilePictureAllowance = {
  max_file_bytes: maxBytes,
  max_file_mb: profilePictureLimits.maxMb,
};
const sizeLimit = { maxBytes, tooLarge: () => tooLarge('profilePictureTooLarge', { mb: profilePictureLimits.maxMb }) };

/**
 * A profile picture is an image the account uploads, through the media pipeline like a photo:
 * its type read from its bytes, re-encoded as a square WebP without metadata, stored by content
 * and served from `/api/media/<key>`. Never an address a client names.
 */
export class ProfilePictures {
  constructor(private readonly deps: Deps) {}

  allowance(): ProfilePictureAllowance {
    return profilePictureAllowance;
  }

  /** Sets the picture; the one it replaces goes from the store unless another row still uses its file. */
  async upload(user: AuthenticatedUser, picture: string | StagedFile): Promise<User> {
    const { library, repository } = this.deps;
    const { row, previous } = await library.uploadWithin(picture, sizeLimit, library.processAvatar, async (media) => {
      const replaced = await repository.replaceProfilePicture(user.id, mediaUrl(media.avatar_key));
      if (!replaced) throw unauthorized('invalidToken');
      return replaced;
    });
    await this.discard(previous, row.profile_picture);
    return toUser(row);
  }

  /** Back to showing the initial. */
  async remove(user: AuthenticatedUser): Promise<User> {
    const replaced = await this.deps.repository.replaceProfilePicture(user.id, null);
    if (!replaced) throw unauthorized('invalidToken');
    await this.discard(replaced.previous, null);
    return toUser(replaced.row);
  }

  private async discard(previous: string | null, current: string | null): Promise<void> {
    const key = previous === current ? undefined : mediaKeyOfUrl(previous);
    if (key) await this.deps.library.discard([key]);
  }
}
