/**
 * The app shell's providers for tests of a feature module: modules/ may not import app/ (lint rule in
 * eslint.config.mjs), while a test may wrap what it renders in the real providers through here.
 */
export { AppProvider } from '../app/provider';
export { createQueryClient } from '../app/query-client';
export { system } from '../app/theme';
