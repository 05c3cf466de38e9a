/**
 * `findBy…` and `waitFor` resolve on the DOM change they wait for (a MutationObserver), so their
 * timeout is not a wait but the point at which a test gives up. Testing Library's default, one
 * second, was reached on a busy machine by a chunk that took longer to load (the search box's
 * drop-down, the article renderer), failing tests that were right. Give up late instead; jest's
 * own testTimeout (jest.config.mjs) stays above it.
 */
import {configure} from '@testing-library/react';

configure({asyncUtilTimeout: 15_000});
