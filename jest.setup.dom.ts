import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these and jsdom does not ship them (ARCHITECTURE.md §8.7).
Object.assign(globalThis, { TextEncoder, TextDecoder });
