// jest-dom's matchers (loaded by jest.setup.dom.ts) for the type checker.
/// <reference types="@testing-library/jest-dom" />
