import { missingTranslations } from '@elearn/i18n/missing-keys';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('mf-materials strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it('carries the spec’s materials messages word for word', () => {
    expect(en.tabs).toEqual({ upload: 'Upload files', content: 'New Content' });
    expect(en.folderNamePrompt).toBe('Please Enter Folder Name');
    expect(en.confirmSave).toBe('Are you sure you want to Save ?');
    expect(en.saved).toBe('Saved Successfully');
    expect(en.saveFailed).toBe('Process Failed');
    expect(en.unsupported).toBe('Unsupported file formats');
    expect(en.invalidType).toBe('File type is not valid');
    expect(en.uploadFailed).toBe('Failed to upload');
    expect(en.noFolders).toBe('No Folders');
    expect(en.noContent).toBe('No Content to display');
    expect(en.viewRoadmap).toBe('View Course Roadmap');
    expect(en.roadmap.currentUnit).toBe('Current Unit: {{name}}');
    expect(en.nothingToSave).toBe('Sorry, but there is nothing new to be saved');
    expect(en.organize.open).toBe('Organize Folders');
    expect(en.organize.invalid).toBe('Invalid Movement Parent Folder Is Added At The Bottom');
    expect(en.confirmRegenerate).toBe('Are you sure? This will regenerate all the materials.');
    expect(en.sendInfoFailed).toBe('error sending file info');
    expect(en.enhance.failed).toBe('failed to enhance material file');
    expect(en.enhance.promptRequired).toBe('You have to fill prompt first!');
    expect(en.resource.contentShort).toBe('Must be 20 characters at least!');
    expect(en.viewer.completed).toBe('Completed');
  });
});
