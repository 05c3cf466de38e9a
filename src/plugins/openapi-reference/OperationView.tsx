/**
 * The body of one operation as static HTML: method and path, description, the parameters as a
 * list, the responses, and beside them the code samples and examples, all from ./model.ts.
 *
 * Code blocks are the page's own: the `pre` and `code` of the MDX components in context, exactly
 * what a fenced block in the page renders. Importing @theme/CodeBlock here instead would make the
 * bundler split the chunk every page loads first (it holds CodeBlock) to share it with this one:
 * one more request and more bytes on every page.
 */
import React, {Fragment, type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useMDXComponents} from '@mdx-js/react';
import {inlineRuns, type Operation} from './model';
import {REQUIREMENT_LABEL, WHERE_LABEL, commonParametersPlace} from './labels';
// Written by ./index.ts when the site loads (createData), from the OpenAPI document.
import operationsData from '@generated/openapi-reference/default/operations.json';

const byId = new Map<string, Operation>(operationsData.map((op) => [op.id, op]));

function Inline({text}: {text: string}): ReactNode {
  return inlineRuns(text).map((run, i) =>
    run.code ? <code key={i}>{run.text}</code> : <Fragment key={i}>{run.text}</Fragment>,
  );
}

type CodeProps = {className: string; title: string; children: string};

function Code({language, title, code}: {language: string; title: string; code: string}): ReactNode {
  const components = useMDXComponents() as {pre: ComponentType<{children: ReactNode}>; code: ComponentType<CodeProps>};
  const {pre: Pre, code: CodeElement} = components;
  // As MDX hands over a fenced block: the language as a class, and text ending in a newline.
  return (
    <Pre>
      <CodeElement className={`language-${language}`} title={title}>{`${code}\n`}</CodeElement>
    </Pre>
  );
}

export default function OperationView({id}: {id: string}): ReactNode {
  const op = byId.get(id);
  if (!op) throw new Error(`openapi-reference: no operation ${id}`);
  const success = op.responses.filter((r) => r.status.startsWith('2'));
  const others = op.responses.filter((r) => !r.status.startsWith('2'));
  return (
    <div className="api-op" data-operation-id={op.id}>
      <div className="api-op__main">
        <p className="api-op__endpoint">
          {/* The space keeps the method and the path two words, for the search index and for copying. */}
          <span className="api-op__method">{op.method.toUpperCase()}</span> <code>{op.path}</code>
        </p>
        <p>
          <Inline text={op.description} />
        </p>
        <p className="api-op__label">Parameters</p>
        {op.parameters.length ? (
          <ul className="api-op__list api-op__params">
            {op.parameters.map((p) => (
              <li key={`${p.where}:${p.name}`}>
                <code>{p.name}</code>{' '}
                <span className="api-op__meta">
                  {[WHERE_LABEL[p.where], p.type ?? 'type not documented', REQUIREMENT_LABEL[p.requirement]].join(
                    ' · ',
                  )}
                </span>
                <p>
                  <Inline text={p.description} />
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>None of its own.</p>
        )}
        {op.bodyNote ? (
          <p>
            <Inline text={op.bodyNote} />
          </p>
        ) : null}
        <p>
          Also takes the <Link to="#common-parameters">common parameters</Link>{' '}
          {op.commonParameters.names.map((name, i) => (
            <Fragment key={name}>
              {i ? ' and ' : ''}
              <code>{name}</code>
            </Fragment>
          ))}
          {commonParametersPlace(op.commonParameters)}
        </p>
        <p className="api-op__label">Responses</p>
        <ul className="api-op__list api-op__responses">
          {success.map((r) => (
            <li key={r.status}>
              <code>{r.status}</code>
              <p>
                <Inline text={r.description} />
              </p>
            </li>
          ))}
          <li>
            {others.map((r, i) => (
              <Fragment key={r.status}>
                {i ? ', ' : ''}
                <code>{r.status}</code>
              </Fragment>
            ))}
            <p>
              Errors: see <Link to="#errors">Errors</Link>.
            </p>
          </li>
        </ul>
      </div>
      <div className="api-op__examples">
        {/* The samples repeat the path and the examples around them: the search index skips them. */}
        <div data-pagefind-ignore="all">
          {op.samples.map((s) => (
            <Code key={s.title} language={s.language} title={`Request (${s.title})`} code={s.code} />
          ))}
        </div>
        {op.requestExamples.map((e) => (
          <Code key={e.title} language={e.language} title={`Request body: ${e.title}`} code={e.code} />
        ))}
        {success.flatMap((r) =>
          r.examples.map((e) => (
            <Code
              key={`${r.status}:${e.title}`}
              language={e.language}
              title={`Response ${r.status}: ${e.title}`}
              code={e.code}
            />
          )),
        )}
      </div>
    </div>
  );
}
