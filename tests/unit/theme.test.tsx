/** @jest-environment jsdom */
import React from 'react';
import {screen} from '@testing-library/react';
import ErrorPageContent from '@theme/ErrorPageContent';
import {CHUNK_ERROR_TEXT} from '@site/src/data/site';
import {renderWithSite} from './renderWithSite';

describe('ErrorPageContent (wrapped)', () => {
  const chunkError = Object.assign(new Error('Loading chunk 5 failed.'), {name: 'ChunkLoadError'});

  it('says "Loading chunk failed" and offers a reload instead of "This page crashed"', () => {
    // jsdom cannot navigate; tests/e2e clicks the button in a real browser.
    renderWithSite(<ErrorPageContent error={chunkError} tryAgain={() => {}} />);
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe(CHUNK_ERROR_TEXT);
    expect(screen.getByRole('alert').textContent).toMatch(/reload the page/i);
    expect(screen.getByRole('button', {name: 'Reload the page'})).toBeTruthy();
    expect(screen.queryByText('This page crashed.')).toBeNull();
  });

  it("keeps the theme's page for other errors", () => {
    renderWithSite(<ErrorPageContent error={new Error('boom')} tryAgain={() => {}} />);
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('This page crashed.');
    expect(screen.getByText('boom')).toBeTruthy();
  });
});

describe('NavbarItem/ComponentTypes (ejected)', () => {
  it('maps every navbar item type the site config uses', () => {
    const config = require('@site/docusaurus.config').default as {themeConfig: {navbar: {items: {type?: string}[]}}};

    const ComponentTypes = require('@site/src/theme/NavbarItem/ComponentTypes').default as Record<string, unknown>;
    const used = config.themeConfig.navbar.items.map((item) => item.type ?? 'default');
    expect(used.length).toBeGreaterThan(0);
    for (const type of used) expect(typeof ComponentTypes[type]).toBe('function');
  });
});
