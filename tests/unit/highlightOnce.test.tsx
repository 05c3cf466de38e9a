import React, {act, type ReactNode} from 'react';
import {cleanup, render as rtlRender} from '@testing-library/react';
import {Highlight as RealHighlight, type PrismTheme} from 'prism-react-renderer';
import {Highlight, tokensFromDocument} from '@site/src/plugins/highlight-once/prism-client';
import {darkCodeTheme, lightCodeTheme} from '@site/src/utils/prismThemes';

// The same markup theme-classic's CodeBlock builds from the render props.
type RenderProps = Parameters<React.ComponentProps<typeof RealHighlight>['children']>[0];
const render = ({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactNode => (
  <pre className={className} style={style}>
    <code>
      {tokens.map((line, i) => (
        <div key={i} {...getLineProps({line, className: i === 1 ? 'highlighted' : undefined})}>
          {line.map((token, k) => (
            <span key={k} {...getTokenProps({token})} />
          ))}
        </div>
      ))}
    </code>
  </pre>
);

const code = 'const answer = await fetch("https://example.com");\n\nif (answer.ok) {\n  return 42; // done\n}';
/** Markup of the real prism-react-renderer, rendered apart from the page. */
function real(theme: PrismTheme = lightCodeTheme, source = code): string {
  const {container, unmount} = rtlRender(<RealHighlight code={source} language="javascript" theme={theme}>{render}</RealHighlight>);
  const html = container.innerHTML;
  unmount();
  container.remove();
  return html;
}
/** Renders the client Highlight into the page (which may hold server markup) and returns it. */
function once(theme: PrismTheme = lightCodeTheme, source = code) {
  return rtlRender(<Highlight code={source} language="javascript" theme={theme as never}>{render as never}</Highlight>).container;
}
/** Puts server-rendered markup in the page, as the HTML of a built page holds it. */
function serverMarkup(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the client Highlight (src/plugins/highlight-once)', () => {
  it('rebuilds exactly the markup the real Prism rendered on the server, from the page', () => {
    const expected = real();
    serverMarkup(expected);
    expect(once().innerHTML).toBe(expected);
  });

  it('restyles the same tokens for the other colour scheme as the real Prism would', () => {
    const expected = real(darkCodeTheme);
    serverMarkup(real(lightCodeTheme));
    expect(once(darkCodeTheme).innerHTML).toBe(expected);
  });

  it('reads tokens only from a block with the same code and language', () => {
    serverMarkup(real());
    expect(tokensFromDocument(code, 'javascript')).not.toBeNull();
    expect(tokensFromDocument(code, 'typescript')).toBeNull();
    expect(tokensFromDocument(`${code}\n`, 'javascript')).toBeNull();
  });

  it('finds a block that reached the page after an earlier lookup, in the same task', () => {
    serverMarkup(real());
    expect(tokensFromDocument(code, 'javascript')).not.toBeNull();
    const other = 'let n = 1;\nn += 1;';
    expect(tokensFromDocument(other, 'javascript')).toBeNull();
    serverMarkup(real(lightCodeTheme, other));
    expect(tokensFromDocument(other, 'javascript')).toEqual(tokensFromDocument(other, 'javascript', document.body));
    expect(tokensFromDocument(other, 'javascript')).not.toBeNull();
  });

  it('hands the same tokens and prop getters to every render, so memoised lines can skip re-rendering', () => {
    serverMarkup(real());
    const seen: RenderProps[] = [];
    const capture = (props: RenderProps): ReactNode => {
      seen.push(props);
      return render(props);
    };
    const {rerender} = rtlRender(<Highlight code={code} language="javascript" theme={lightCodeTheme as never}>{capture as never}</Highlight>);
    rerender(<Highlight code={code} language="javascript" theme={lightCodeTheme as never}>{capture as never}</Highlight>);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.tokens).toBe(seen[0]!.tokens);
    expect(seen[1]!.getLineProps).toBe(seen[0]!.getLineProps);
    expect(seen[1]!.getTokenProps).toBe(seen[0]!.getTokenProps);
    // Another theme (the other colour mode) gives new getters.
    rerender(<Highlight code={code} language="javascript" theme={darkCodeTheme as never}>{capture as never}</Highlight>);
    expect(seen[2]!.getTokenProps).not.toBe(seen[0]!.getTokenProps);
  });

  it('keeps the tokens of a block once read, though the block has left the page', () => {
    // A block remounted after hydration (another colour mode) must not fall back to the real
    // Prism, whether or not its old markup is still in the document.
    const expected = real();
    serverMarkup(expected);
    expect(once().innerHTML).toBe(expected);
    cleanup();
    document.body.innerHTML = '';
    expect(once().innerHTML).toBe(expected);
  });

  it('shows a block that is not in the page as plain text, then highlights it with the real Prism', async () => {
    const other = `${code}\nconsole.log(answer);`;
    const expected = real(lightCodeTheme, other);
    const container = once(lightCodeTheme, other);
    // No earlier test rendered this code, so the real Prism has not been needed yet.
    expect(container.querySelector('.token.keyword')).toBeNull();
    expect(container.textContent!.replace(/\n/g, '')).toBe(other.replace(/\n/g, ''));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.innerHTML).toBe(expected);
  });

  it("highlights the site's extra languages with the real Prism, registered when it loads", async () => {
    // bash is one of the site's `additionalLanguages`, not one prism-react-renderer bundles.
    const container = rtlRender(
      <Highlight code={'echo "$HOME" | grep -c docs'} language="bash" theme={lightCodeTheme as never}>
        {render as never}
      </Highlight>,
    ).container;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.querySelector('.token.builtin, .token.function')).not.toBeNull();
    expect(container.querySelector('.token.variable')).not.toBeNull();
  });
});
