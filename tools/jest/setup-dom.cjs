// Shared test setup: DOM matchers for every spec that renders.
require('@testing-library/jest-dom');
