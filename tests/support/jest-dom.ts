import "@testing-library/jest-dom";

// Radix measures its hidden inputs (radios, dialogs); jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
