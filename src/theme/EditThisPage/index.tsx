/**
 * Replaces @theme-original/EditThisPage — UNSAFE (not in theme-classic's safe list), but the
 * component is a single link, so there is little upstream to drift from.
 *
 * Change: the link reads the site's sentence (EDIT_LINK_TEXT in src/data/site.ts) instead of
 * "Edit this page". The URL still comes from the docs plugin's `editUrl` (docusaurus.config.ts).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';
import type {Props} from '@theme/EditThisPage';
import {EDIT_LINK_TEXT} from '@site/src/data/site';

export default function EditThisPage({editUrl}: Props): ReactNode {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      {EDIT_LINK_TEXT}
    </Link>
  );
}
