// Shared jsdom setup of the UI packages: jest-dom matchers, resolved from the
// package under test (pnpm keeps each package's dependencies to itself), and the
// matchMedia and ResizeObserver that jsdom lacks but antd's responsive and
// overflow helpers call on mount.
require(require.resolve('@testing-library/jest-dom', { paths: [process.cwd()] }));

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
