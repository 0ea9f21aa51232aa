import { EVE_SCREENSHOT_MAX } from '@elearn/contracts/constants';

/**
 * The page as a JPEG data: URL small enough for the API's limit (tries smaller scales), or null when
 * it cannot be taken. html-to-image loads only here, on the first screenshot.
 */
export async function takeScreenshot(exclude?: Element | null): Promise<string | null> {
  try {
    const { toJpeg } = await import('html-to-image');
    for (const pixelRatio of [1, 0.6, 0.35]) {
      const url = await toJpeg(document.body, {
        quality: 0.7,
        pixelRatio,
        backgroundColor: '#ffffff',
        // Eve's own panel is not part of what the learner is asking about.
        filter: (node) => !(exclude && node instanceof Element && exclude.contains(node)),
      });
      if (url.length <= EVE_SCREENSHOT_MAX) return url;
    }
    return null;
  } catch {
    return null;
  }
}
