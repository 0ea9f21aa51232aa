/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { bus } from './event-bus';
import { useBusEvent } from './use-bus-event';

function LanguageEcho({ prefix, onSeen }: { prefix: string; onSeen?: (lang: string) => void }) {
  const [seen, setSeen] = useState<string[]>([]);
  useBusEvent('ui:language-changed', ({ lang }) => {
    onSeen?.(lang);
    setSeen((before) => [...before, `${prefix}${lang}`]);
  });
  return <output>{seen.join(',')}</output>;
}

describe('useBusEvent', () => {
  it('hands each event to the latest handler while mounted', () => {
    const { rerender } = render(<LanguageEcho prefix="a:" />);
    act(() => bus.emit('ui:language-changed', { lang: 'fr' }));
    rerender(<LanguageEcho prefix="b:" />);
    act(() => bus.emit('ui:language-changed', { lang: 'ar' }));
    expect(screen.getByRole('status')).toHaveTextContent('a:fr,b:ar');
  });

  it('stops listening when the component unmounts', () => {
    const onSeen = jest.fn();
    const { unmount } = render(<LanguageEcho prefix="" onSeen={onSeen} />);
    unmount();
    bus.emit('ui:language-changed', { lang: 'de' });
    expect(onSeen).not.toHaveBeenCalled();
  });

  it('ignores other events', () => {
    render(<LanguageEcho prefix="" />);
    act(() => bus.emit('ui:open-eve'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
