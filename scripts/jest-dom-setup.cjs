// jest-dom matchers, resolved from the package under test (pnpm keeps each package's dependencies to itself).
require(require.resolve('@testing-library/jest-dom', { paths: [process.cwd()] }));
