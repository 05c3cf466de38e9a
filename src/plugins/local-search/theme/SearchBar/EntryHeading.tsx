/**
 * A result's heading under its page group: the section's place in the page (the `##` heading
 * above a `###` section) and its title. The page title is the group's, so it is not repeated.
 */
import React, {type ReactNode} from 'react';
import type {SearchEntry} from '../../client/ranking';

export default function EntryHeading({
  entry,
  trailClassName,
}: {
  entry: SearchEntry;
  trailClassName?: string;
}): ReactNode {
  const inPage = entry.trail.slice(1);
  return (
    <>
      {inPage.length > 0 && <span className={trailClassName}>{inPage.join(' › ')} › </span>}
      {entry.title}
    </>
  );
}
