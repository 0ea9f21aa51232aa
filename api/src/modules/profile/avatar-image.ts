import { squareImage } from '../../storage/images';

/** The side of a stored profile photo, in pixels. */
export const AVATAR_SIDE = 256;

/** The profile photo as stored: the largest centred square of the upload, AVATAR_SIDE a side, as PNG. */
export const squareAvatar = (data: Buffer): Promise<Buffer> => squareImage(data, AVATAR_SIDE);
