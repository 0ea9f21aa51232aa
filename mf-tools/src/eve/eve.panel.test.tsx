import { session$ } from '@elearn/platform';
import { aUser, expectArabicRefusal, refuseReads } from '@elearn/testing';
import { act } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { EvePanel } from './eve.panel';

// react-markdown is ESM only; the refusal shows before any answer is rendered.
jest.mock('./eve-markdown', () => ({ EveMarkdown: () => null }));

afterEach(() => {
  jest.restoreAllMocks();
  act(() => session$.next(null));
});

describe("Eve's panel", () => {
  it('shows a refused read (403) as a translated refusal with a way back, not its error body as threads', async () => {
    refuseReads();
    session$.next(aUser('Learner'));
    await renderAt(<EvePanel open onClose={() => undefined} afterClose={() => undefined} />, { lang: 'ar' });
    await expectArabicRefusal();
  });
});
