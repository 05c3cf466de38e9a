/**
 * The body of one operation as static HTML: method and path, description, the parameters as a
 * list, the responses, and beside them the code samples and examples, all from ./model.ts. The
 * article's code blocks are the theme's own, so they look and behave like every other block.
 */
import React, {Fragment, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {inlineRuns, type Operation} from './model';
import {WHERE_LABEL} from './labels';
// Written by ./index.ts when the site loads (createData), from the OpenAPI document.
import operationsData from '@generated/openapi-reference/default/operations.json';

const byId = new Map<string, Operation>(operationsData.map((op) => [op.id, op]));

function Inline({text}: {text: string}): ReactNode {
  return inlineRuns(text).map((run, i) =>
    run.code ? <code key={i}>{run.text}</code> : <Fragment key={i}>{run.text}</Fragment>,
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
          <span className="api-op__method">{op.method.toUpperCase()}</span>
          <code>{op.path}</code>
        </p>
        <p>
          <Inline text={op.description} />
        </p>
        <p className="api-op__label">Parameters</p>
        {op.parameters.length ? (
          <ul className="api-op__params">
            {op.parameters.map((p) => (
              <li key={`${p.where}:${p.name}`}>
                <code>{p.name}</code>
                <span className="api-op__meta">
                  {[WHERE_LABEL[p.where], p.type ?? 'type not documented', p.required ? 'required' : 'optional'].join(
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
        {op.commonParameters.length ? (
          <p>
            Also takes the <Link to="#common-parameters">common parameters</Link>{' '}
            {op.commonParameters.map((name, i) => (
              <Fragment key={name}>
                {i ? ' and ' : ''}
                <code>{name}</code>
              </Fragment>
            ))}
            .
          </p>
        ) : null}
        <p className="api-op__label">Responses</p>
        <ul className="api-op__params">
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
        {op.samples.map((s) => (
          <CodeBlock key={s.title} language={s.language} title={`Request (${s.title})`}>
            {s.code}
          </CodeBlock>
        ))}
        {op.requestExamples.map((e) => (
          <CodeBlock key={e.title} language={e.language} title={`Request body: ${e.title}`}>
            {e.code}
          </CodeBlock>
        ))}
        {success.flatMap((r) =>
          r.examples.map((e) => (
            <CodeBlock key={`${r.status}:${e.title}`} language={e.language} title={`Response ${r.status}: ${e.title}`}>
              {e.code}
            </CodeBlock>
          )),
        )}
      </div>
    </div>
  );
}
