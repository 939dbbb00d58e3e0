import { mediaFields } from '@tasbir/shared';
import type { z } from 'zod';
import { fileSource } from '../../files/uploadInput.js';

export const photoUploadInput = mediaFields.extend({ image_data: fileSource('imageRequired') });
export type PhotoUploadInput = z.infer<typeof photoUploadInput>;
export const reelUploadInput = mediaFields.extend({ video_data: fileSource('videoRequired') });
export type ReelUploadInput = z.infer<typeof reelUploadInput>;
