/**
 * Wrap of @theme-original/DocItem/Content — UNSAFE (DocItem/Content is not in theme-classic's
 * safe list; the wrap only adds siblings, so it survives any change inside the original).
 *
 * Change: every doc page links its Markdown twin (src/plugins/markdown-twins) with
 * `<link rel="alternate" type="text/markdown">` (absolute, like the canonical link), and shows
 * the "Copy page" control (src/components/CopyPage) beside its title.
 *
 * The control is a sibling of the original, not inside it: the markdown container
 * (`.theme-doc-markdown`, which holds the title) is meant to stop being hydrated by React, and
 * anything interactive in it would stop working. CSS floats the control onto the title's row.
 *
 * Breaks if: upstream moves the title out of DocItem/Content (the control would float beside
 * whatever comes first instead); tests/e2e checks the control sits on the title's row.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {markdownTwinPath} from '@site/src/utils/routes';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const markdownPath = markdownTwinPath(metadata.permalink, siteConfig.baseUrl);
  const markdownUrl = `${siteConfig.url.replace(/\/$/, '')}${markdownPath}`;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPage markdownPath={markdownPath} markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}
