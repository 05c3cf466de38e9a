/**
 * An excerpt with the matched words marked. Rendered from text segments, never from HTML: page
 * text and what the reader typed can hold markup, and it stays text.
 */
import React, {type ReactNode} from 'react';
import type {Segment} from '../../client/ranking';
import styles from './Excerpt.module.css';

export default function Excerpt({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((segment, i) =>
    segment.mark ? (
      <mark key={i} className={styles.match}>
        {segment.text}
      </mark>
    ) : (
      <React.Fragment key={i}>{segment.text}</React.Fragment>
    ),
  );
}
