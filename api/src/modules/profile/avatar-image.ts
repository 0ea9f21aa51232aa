import { Jimp } from 'jimp';

/** The side of a stored profile photo, in pixels. */
export const AVATAR_SIDE = 256;

/**
 * The profile photo as stored: the largest centred square of the upload,
 * scaled to AVATAR_SIDE, as PNG (jimp, pure JavaScript: no native build).
 * Re-encoding also drops whatever else the upload carried (metadata, trailing bytes).
 */
export async function squareAvatar(data: Buffer): Promise<Buffer> {
  const image = await Jimp.read(data);
  const side = Math.min(image.width, image.height);
  image
    .crop({
      x: Math.floor((image.width - side) / 2),
      y: Math.floor((image.height - side) / 2),
      w: side,
      h: side,
    })
    .resize({ w: AVATAR_SIDE, h: AVATAR_SIDE });
  return image.getBuffer('image/png');
}
