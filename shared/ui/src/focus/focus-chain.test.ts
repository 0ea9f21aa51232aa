import { focusChain, focusFirstConnected } from './return-focus';

describe('focus going back when a dialog closes', () => {
  it('reaches the panel around an opener that left the page before the dialog came', () => {
    document.body.innerHTML =
      '<div id="panel" tabindex="-1"><ul><li id="row"><button id="opener">Read</button></li></ul></div>';
    const opener = document.getElementById('opener')!;
    opener.focus();
    // Read at the click, while the row is still there.
    const chain = focusChain(opener, 'container');
    // The announcement is read: its row leaves the list before the dialog's code has loaded.
    document.getElementById('row')!.remove();
    focusFirstConnected(chain);
    expect(document.activeElement).toBe(document.getElementById('panel'));
  });

  it('goes back to the opener itself when it is still there', () => {
    document.body.innerHTML = '<div tabindex="-1"><button id="opener">Read more</button></div>';
    const opener = document.getElementById('opener')!;
    const chain = focusChain(opener, 'opener');
    (document.activeElement as HTMLElement | null)?.blur();
    focusFirstConnected(chain);
    expect(document.activeElement).toBe(opener);
  });
});
