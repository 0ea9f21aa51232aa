import { ANNOUNCEMENT_PREVIEW_CHARS } from '@elearn/contracts/constants';
import { announcementPreview } from './announcement-preview';

describe('announcement preview', () => {
  it('keeps a text of up to 400 characters whole', () => {
    const text = 'a'.repeat(ANNOUNCEMENT_PREVIEW_CHARS);
    expect(announcementPreview(text)).toBe(text);
  });

  it('cuts a longer text to 400 characters and marks the cut', () => {
    const preview = announcementPreview(`${'b'.repeat(ANNOUNCEMENT_PREVIEW_CHARS)}tail`);
    expect(preview).toBe(`${'b'.repeat(ANNOUNCEMENT_PREVIEW_CHARS)}…`);
  });

  it('never splits a character made of two code units', () => {
    const preview = announcementPreview('🎉'.repeat(5), 3);
    expect(preview).toBe('🎉🎉🎉…');
  });

  it('drops spaces just before the cut', () => {
    expect(announcementPreview('one two three', 4)).toBe('one…');
  });
});
